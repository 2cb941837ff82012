import SimulationEngine

/// The run's sources of randomness, one per purpose, all derived from its seed.
///
/// Each purpose has its own stream, seeded from the run's seed and a fixed stream number, so
/// that what one purpose draws never shifts another: removing a step that made the app draw a
/// UUID does not change any later token's bytes, and token bytes do not depend on the order in
/// which tokens are minted.
struct RandomStreams: Sendable {
  /// The stream numbers.
  enum Stream: UInt64 {
    case tokens = 1
    case app = 2
    case faults = 3
    case exploration = 4
  }

  /// Mints token bytes from what a token stands for.
  let tokens: TokenMint
  /// App code's randomness (`DeviceRandom`).
  private var app: Xoshiro256StarStar
  /// The bytes faults draw (`corrupts ... garbage`).
  private var faults: Xoshiro256StarStar

  init(seed: UInt64) {
    tokens = TokenMint(seed: SplitMix64.derive(seed, path: [Stream.tokens.rawValue]))
    app = Xoshiro256StarStar(seed: SplitMix64.derive(seed, path: [Stream.app.rawValue]))
    faults = Xoshiro256StarStar(seed: SplitMix64.derive(seed, path: [Stream.faults.rawValue]))
  }

  /// Random bytes for app code.
  mutating func appBytes(count: Int) -> [UInt8] {
    app.nextBytes(count: count)
  }

  /// Random bytes for a fault.
  mutating func faultBytes(count: Int) -> [UInt8] {
    faults.nextBytes(count: count)
  }
}

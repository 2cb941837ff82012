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

/// The bytes of new tokens: a pure function of the run's token seed and what the token is.
///
/// The same item, authorization epoch and representation always get the same bytes in a run,
/// whatever else happened before; `attempt` draws again in the (astronomically unlikely) case
/// that the bytes collide with a token already handed out.
public struct TokenMint: Sendable, Equatable {
  let seed: UInt64

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// The bytes of the token for `item` under `epoch` and `representation`.
  public func bytes(for item: Item, epoch: Int, representation: Int, attempt: Int) -> [UInt8] {
    let code: UInt64 =
      switch item {
      case .app(let index): UInt64(index) << 2
      case .web(let index): UInt64(index) << 2 | 1
      case .category(let index): UInt64(index) << 2 | 2
      }
    let path = [code, UInt64(epoch), UInt64(representation), UInt64(attempt)]
    var generator = Xoshiro256StarStar(seed: SplitMix64.derive(seed, path: path))
    return generator.nextBytes(count: OpaqueToken.byteCount)
  }
}

import SimulationEngine

/// The run's sources of randomness, all derived from its seed.
struct RandomStreams: Sendable {
  /// The generator every draw comes from.
  var shared: Xoshiro256StarStar

  init(seed: UInt64) {
    shared = Xoshiro256StarStar(seed: seed)
  }

  /// Random bytes for app code (`DeviceRandom`).
  mutating func appBytes(count: Int) -> [UInt8] {
    shared.nextBytes(count: count)
  }

  /// Random bytes for a fault (`corrupts ... garbage`).
  mutating func faultBytes(count: Int) -> [UInt8] {
    shared.nextBytes(count: count)
  }
}

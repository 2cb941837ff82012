import ScreenTimeModel

/// The random number generator of app code: the scenario's seeded randomness on the device.
///
/// The stand-ins of `Int.random(in:)`, `Double.random(in:)`, `Bool.random()`,
/// `randomElement()`, `shuffled()` and `shuffle()`, and `SystemRandomNumberGenerator` itself,
/// draw from it. Inside a simulated process each value comes from the device's seeded stream
/// for app code, so a run draws the same values every time; anywhere else it is the system's
/// generator.
public struct SimulatedRandomNumberGenerator: RandomNumberGenerator, Sendable {
  public init() {}

  public mutating func next() -> UInt64 {
    guard let device = HostedDevice.current else {
      var system = SystemRandomNumberGenerator()
      return system.next()
    }
    return device.randomBytes(count: 8).reduce(0) { $0 << 8 | UInt64($1) }
  }
}

import Foundation
import ScreenTimeModel
import SimulationEngine

/// The simulated device's clock: what `Date()` reads on the device.
///
/// App code running in the simulator must read the time here; `Date()` would read the host's
/// wall clock and make runs differ.
public enum DeviceClock {
  /// The current simulated instant.
  public static var now: Date {
    Simulator.device.now.date
  }

  /// The device's current time zone (`TimeZone.current`).
  public static var timeZone: TimeZone {
    TimeZone(identifier: Simulator.device.timeZone.identifier) ?? TimeZone(secondsFromGMT: 0)
      ?? .current
  }
}

import ScreenTimeModel
import SimulationEngine

/// The simulated device's OS version, for availability checks.
///
/// This is the simulator's counterpart of `if #available(iOS 26.5, *)`: the compiler's check
/// cannot see the simulated OS, so app code asks here instead.
///
/// ```swift
/// if OSAvailability.isAvailable(iOS: 26, 5) {
///   try ManagedSettingsStore.refresh(&tokens)
/// }
/// ```
public enum OSAvailability {
  /// Whether the simulated device runs iOS `major.minor` or later.
  public static func isAvailable(iOS major: Int, _ minor: Int = 0) -> Bool {
    let version = Simulator.device.systemVersion
    return (version.major, version.minor) >= (major, minor)
  }

  /// The simulated device's OS version, for example `"26.5"` (`UIDevice.current.systemVersion`).
  public static var systemVersion: String { Simulator.device.systemVersion.description }
}

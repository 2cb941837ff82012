import ScreenTimeModel
import SimulationEngine

/// Access to the simulated device from inside app code.
///
/// Every stateful call of this module runs inside a simulated process: the simulator binds the
/// process context before it calls app code. Calling such an API outside one (say, from a plain
/// unit test with no simulation running) is a programming error.
package enum Simulator {
  /// The device and process running the current app code.
  package static var context: ProcessContext {
    guard let context = ProcessContext.current else {
      preconditionFailure(
        "ScreenTimeAPI was used outside a simulated process; run app code through the simulator")
    }
    return context
  }

  /// The device running the current app code.
  package static var device: SimulatedDevice { context.device }

  /// Whether the device's OS has `feature`; when it does not, records `api.unavailable`.
  package static func require(_ feature: APIFeature) -> Bool {
    let device = self.device
    guard feature.isAvailable(on: device.systemVersion) else {
      device.reportUnavailable(feature)
      return false
    }
    return true
  }
}

import ScreenTimeModel
import SimulationEngine

/// Access to the simulated device from inside app code.
///
/// Every stateful call of this module runs inside a simulated process: the simulator binds the
/// process context before it calls app code. Calling such an API outside one (say, from a plain
/// unit test with no simulation running) is a programming error.
package enum Simulator {
  /// The device and process running the current app code.
  ///
  /// Work the simulation does not run cannot use the simulated device: code outside any
  /// simulated process, and app code on a thread other than the one that drives the device
  /// (a `DispatchQueue`, a `Thread`, a continuation resumed from either), which would race
  /// with it. Both stop here with a message that says so.
  ///
  /// While a simulation runs, a call without a process is app code on a thread of its own; in a
  /// worker process that thread records the message and waits for ever, so the scenario fails
  /// with it whatever the host's scheduling (``ForeignThreadUses``).
  package static var context: ProcessContext {
    guard let context = ProcessContext.active else {
      if ForeignThreadUses.isolatesThreads || ForeignThreadUses.areSimulationsRunning {
        ForeignThreadUses.refuse()
      }
      preconditionFailure(
        "ScreenTimeAPI was used outside a simulated process; run app code through the simulator")
    }
    guard context.services.isDrivenByCurrentThread else { ForeignThreadUses.refuse() }
    return context
  }

  /// The system's services to the current app code: what app code may ask of the device.
  ///
  /// App code never gets the device itself, so it cannot drive it or inject faults.
  package static var device: any SystemServices { context.services }

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

import ScreenTimeAPI
import ScreenTimeModel

/// The simulated device as the stand-ins reach it: the one whose app code runs on this thread.
///
/// Every stand-in asks here, at each call, whether it runs inside a simulated process. Inside
/// one it acts on that device; anywhere else (a unit test with no simulation, a `DispatchQueue`
/// or `Thread` of app code, which the simulation does not run) it acts as Foundation does.
/// Nothing is cached between calls: a `static let` that app code keeps across processes and
/// runs holds no device state.
enum HostedDevice {
  /// The device running app code on this thread, or `nil` outside a simulated process.
  static var current: (any SystemServices)? {
    guard let context = ProcessContext.active, context.services.isDrivenByCurrentThread else {
      return nil
    }
    return context.services
  }
}

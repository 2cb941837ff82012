/// The app under test as the simulated system sees it: its main app and three extensions.
///
/// The simulated device calls these when the system would launch the app or invoke an
/// extension; the device has already bound the process context, so the code behind them can use
/// the Apple-shaped API. `ScreenTimeAPI` implements this protocol around an `AppBundle`.
public protocol AppUnderTestHost: AnyObject {
  /// A new main app process starts: create the app's instance.
  func mainAppDidLaunch()
  /// The main app process ends (reboot or update): drop the instance.
  func mainAppDidTerminate()
  /// The main app comes to the foreground: the app's foreground handler runs.
  func mainAppDidBecomeActive()
  /// The main app goes to the background.
  func mainAppDidEnterBackground()
  /// A `TokenExpiryMessage` reaches the running main app.
  func mainAppDidReceiveTokenExpiry()

  /// Whether the app ships a shield configuration extension.
  var hasShieldConfigurationExtension: Bool { get }
  /// Runs the configuration extension for one shielded item; the answer carries the app's own
  /// judgement of whether it is its generic shield.
  func shieldConfiguration(for request: ShieldConfigurationRequest) -> ShieldConfigurationAnswer
  /// Whether the app ships a shield action extension.
  var hasShieldActionExtension: Bool { get }
  /// Runs the action extension for one button press; `completion` may be called any number of
  /// times, or never.
  func handleShieldAction(
    _ request: ShieldActionRequest, completion: @escaping (ShieldResponse) -> Void)
  /// Whether the app ships a monitor extension.
  var hasMonitorExtension: Bool { get }
  /// Runs the monitor extension for one callback.
  func deliverMonitorCallback(_ callback: MonitorCallback, activity: String, event: String?)
}

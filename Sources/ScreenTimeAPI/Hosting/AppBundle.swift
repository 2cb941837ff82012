/// An app under test: its main app, its three extensions and its generic shield.
///
/// The simulator's stand-in for the app's bundle with its extension targets. A missing
/// extension is `nil`: the system then shows its default shield, answers presses with `.close`,
/// or delivers monitor callbacks to nobody. Each extension invocation gets a fresh instance,
/// as a new extension process would.
///
/// ```swift
/// let app = AppBundle(
///   name: "focus",
///   mainApp: { FocusApp() },
///   shieldConfiguration: { FocusShieldConfiguration() },
///   shieldAction: { FocusShieldAction() },
///   monitor: { FocusMonitor() },
///   genericShield: FocusShieldConfiguration.generic)
/// ```
public struct AppBundle: Sendable {
  /// The app's name, for reports.
  public var name: String
  /// Makes the main app's instance for a new process.
  public var mainApp: @Sendable () -> any ScreenTimeApp
  /// Makes the shield configuration extension's principal object.
  public var shieldConfiguration: (@Sendable () -> ShieldConfigurationDataSource)?
  /// Makes the shield action extension's principal object.
  public var shieldAction: (@Sendable () -> ShieldActionDelegate)?
  /// Makes the monitor extension's principal object.
  public var monitor: (@Sendable () -> DeviceActivityMonitor)?
  /// The configuration the app uses for unknown tokens (`expect shield generic`).
  public var genericShield: ShieldConfiguration
  /// How the app names and saves its data, for scenario statements that name profiles.
  public var conventions: ScenarioConventions
  /// The app's own bundle identifier, if it has one; an `app` a scenario declares with it is
  /// the app itself, which `.all` category policies never shield.
  public var bundleIdentifier: String?

  public init(
    name: String, mainApp: @escaping @Sendable () -> any ScreenTimeApp,
    shieldConfiguration: (@Sendable () -> ShieldConfigurationDataSource)?,
    shieldAction: (@Sendable () -> ShieldActionDelegate)?,
    monitor: (@Sendable () -> DeviceActivityMonitor)?, genericShield: ShieldConfiguration,
    conventions: ScenarioConventions = ScenarioConventions(), bundleIdentifier: String? = nil
  ) {
    self.conventions = conventions
    self.bundleIdentifier = bundleIdentifier
    self.name = name
    self.mainApp = mainApp
    self.shieldConfiguration = shieldConfiguration
    self.shieldAction = shieldAction
    self.monitor = monitor
    self.genericShield = genericShield
  }
}

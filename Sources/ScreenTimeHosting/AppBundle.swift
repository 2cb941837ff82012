import ScreenTimeAPI

/// An app under test: its main app, its three extensions and how to recognise its generic
/// shield.
///
/// The simulator's stand-in for the app's bundle with its extension targets. A missing
/// extension is `nil`: the system then shows its default shield, answers presses with `.close`,
/// or delivers monitor callbacks to nobody. Each extension invocation gets a fresh instance,
/// as a new extension process would.
///
/// The generic shield is the one the app returns for a token it does not hold
/// (`expect shield generic`, `unknown-token-shield`). An app with one fixed generic shield
/// declares it:
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
///
/// An app whose fallback shield depends on the item (it names the app, say) gives a predicate
/// over the configuration and the item as its configuration extension saw them:
///
/// ```swift
/// let app = AppBundle(
///   name: "limits", mainApp: { LimitsApp() },
///   shieldConfiguration: { LimitsShieldConfiguration() },
///   shieldAction: { LimitsShieldAction() }, monitor: { LimitsMonitor() },
///   isGenericShield: { configuration, item in
///     guard case .application(let application, _) = item else { return false }
///     return configuration.title?.text == "\(application.localizedDisplayName ?? "This app") is paused"
///   })
/// ```
public struct AppBundle: Sendable {
  /// The app's name, for reports.
  public var name: String
  /// Makes the main app's instance for a new process.
  public var mainApp: @MainActor @Sendable () -> any ScreenTimeApp
  /// Makes the shield configuration extension's principal object.
  public var shieldConfiguration: (@Sendable () -> ShieldConfigurationDataSource)?
  /// Makes the shield action extension's principal object.
  public var shieldAction: (@Sendable () -> ShieldActionDelegate)?
  /// Makes the monitor extension's principal object.
  public var monitor: (@Sendable () -> DeviceActivityMonitor)?
  /// Whether a configuration the extension returned for an item is the app's generic shield,
  /// the one it uses for tokens it does not hold.
  public var isGenericShield: @Sendable (ShieldConfiguration, ShieldedItem) -> Bool
  /// How the app names and saves its data, for scenario statements that name profiles.
  public var conventions: ScenarioConventions
  /// Whether the app has the `com.apple.developer.family-controls.app-and-website-usage`
  /// entitlement, which lets the user approve it with data access (iOS 26.4).
  public var hasDataAccessEntitlement = false
  /// The app's own bundle identifier, if it has one; an `app` a scenario declares with it is
  /// the app itself, which `.all` category policies never shield.
  public var bundleIdentifier: String?
  /// The steps the app has no feature for.
  ///
  /// `.disable`, say, for an app whose rules cannot be paused: a scenario that uses one is
  /// skipped, with the reason, instead of run. Any other step whose ``ScreenTimeApp``
  /// requirement the app leaves to its default fails.
  public var unsupportedSteps: Set<AppStep> = []
  /// The features the app does not have: usage limits, say, or several sessions at once.
  ///
  /// A scenario whose statements need one is skipped, with the reason and the line that needs
  /// it, instead of run (``AppCapability``).
  public var lacking: Set<AppCapability> = []

  /// An app whose generic shield is one fixed configuration: a shield is generic when it is
  /// equal to `genericShield`.
  public init(
    name: String, mainApp: @escaping @MainActor @Sendable () -> any ScreenTimeApp,
    shieldConfiguration: (@Sendable () -> ShieldConfigurationDataSource)?,
    shieldAction: (@Sendable () -> ShieldActionDelegate)?,
    monitor: (@Sendable () -> DeviceActivityMonitor)?, genericShield: ShieldConfiguration,
    conventions: ScenarioConventions = ScenarioConventions(), bundleIdentifier: String? = nil,
    unsupportedSteps: Set<AppStep> = [], lacking: Set<AppCapability> = []
  ) {
    self.init(
      name: name, mainApp: mainApp, shieldConfiguration: shieldConfiguration,
      shieldAction: shieldAction, monitor: monitor,
      isGenericShield: { configuration, _ in configuration == genericShield },
      conventions: conventions, bundleIdentifier: bundleIdentifier,
      unsupportedSteps: unsupportedSteps, lacking: lacking)
  }

  /// An app whose generic shield `isGenericShield` recognises, from the configuration and the
  /// item the extension was asked about.
  public init(
    name: String, mainApp: @escaping @MainActor @Sendable () -> any ScreenTimeApp,
    shieldConfiguration: (@Sendable () -> ShieldConfigurationDataSource)?,
    shieldAction: (@Sendable () -> ShieldActionDelegate)?,
    monitor: (@Sendable () -> DeviceActivityMonitor)?,
    isGenericShield: @escaping @Sendable (ShieldConfiguration, ShieldedItem) -> Bool,
    conventions: ScenarioConventions = ScenarioConventions(), bundleIdentifier: String? = nil,
    unsupportedSteps: Set<AppStep> = [], lacking: Set<AppCapability> = []
  ) {
    self.unsupportedSteps = unsupportedSteps
    self.lacking = lacking
    self.conventions = conventions
    self.bundleIdentifier = bundleIdentifier
    self.name = name
    self.mainApp = mainApp
    self.shieldConfiguration = shieldConfiguration
    self.shieldAction = shieldAction
    self.monitor = monitor
    self.isGenericShield = isGenericShield
  }
}

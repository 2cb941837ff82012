import SimulationEngine

/// What can be read of a simulated device without changing it.
///
/// Observers, the invariant checker and reports see the device through this face, and a test
/// can stand in for it: the time and the cause in effect, what the device is, the state of each
/// OS component (what is on screen, what is enforced, the stores, activities and faults),
/// snapshots of the App Group and the backend, and what the system knows of tokens. Nothing
/// here runs app code, mints a token or reports an event. ``SimulatedDevice`` conforms.
public protocol DeviceView {
  // MARK: Time and cause

  /// The current instant.
  var now: SimulationInstant { get }
  /// The number of events processed so far.
  var processedEvents: Int { get }
  /// The cause in effect.
  var currentCause: Cause { get }
  /// The trace line prefix for `instant`: `day D HH:MM:SS.mmm` in the zone then in force.
  func formatTraceInstant(_ instant: SimulationInstant) -> String

  // MARK: What the device is

  /// What the run started from.
  var configuration: DeviceConfiguration { get }
  /// The inventory of installed apps, web domains and categories.
  var inventory: Inventory { get }
  /// The OS version and build and the time zones in force.
  var software: SystemSoftware { get }

  // MARK: The OS components

  /// Every fault injected so far, with what it did.
  var faults: FaultPlan { get }
  /// What the user sees.
  var screen: SpringBoard { get }
  /// The app's stores.
  var managedSettings: ManagedSettingsDaemon { get }
  /// Registrations, callbacks on their way, usage.
  var deviceActivity: DeviceActivityDaemon { get }
  /// What the device enforces now.
  var effectiveSettings: EffectiveSettingsResolver { get }
  /// The system's decision for the app.
  var authorizationDecision: AuthorizationDecision { get }
  /// The `authorizationStatus` the main app's process last observed.
  var observedAuthorization: AuthorizationDecision { get }
  /// Whether the main app's process is running (in the foreground or suspended).
  var isMainAppRunning: Bool { get }
  /// Whether the main app is in the foreground.
  var isMainAppForeground: Bool { get }
  /// Whether an activity registered for `subject` (a scenario's profile) is inside an interval
  /// now.
  func hasIntervalInProgress(forSubject subject: String) -> Bool

  // MARK: Storage

  /// The App Group container as it is now, whether or not it can be read.
  var appGroup: BlobStore { get }
  /// The backend's blobs as they are now.
  var backend: BlobStore { get }

  // MARK: Tokens

  /// What the system knows about `token`, if it ever handed it out.
  func tokenRecord(of token: OpaqueToken) -> TokenVault.Record?
  /// Whether the app was given `token` by the system (or decoded it) and still holds it.
  func isHeldByApp(_ token: OpaqueToken) -> Bool
  /// Every token of `item` the app was given (or decoded), of any authorization, expired or
  /// not.
  func tokensGivenToApp(of item: Item) -> [OpaqueToken]
  /// Whether `token` is `==` to the token the system hands out now for its item.
  func isCurrent(_ token: OpaqueToken) -> Bool
  /// `text` with every token the system minted written `<token N>`.
  func redacted(_ text: String) -> String
}

extension DeviceView {
  /// The model's options, as the scenario set them.
  public var options: ModelOptions { configuration.options }

  /// The OS version.
  public var systemVersion: SystemVersion { software.version }

  /// Whether an activity registered for `subject` is inside an interval now, as the
  /// DeviceActivity daemon holds it.
  ///
  /// - Complexity: O(*n*) in the number of activities monitored.
  public func hasIntervalInProgress(forSubject subject: String) -> Bool {
    deviceActivity.hasIntervalInProgress(forSubject: subject)
  }

  /// The time zone in force now.
  public var timeZone: DeviceTimeZone { software.timeZone }

  /// The local date and time at `instant` in the zone in force now.
  public func localDateTime(at instant: SimulationInstant) -> LocalDateTime {
    timeZone.localDateTime(at: instant)
  }

  /// Why the system shields `item` now, if it does.
  public func shieldCause(for item: Item) -> ShieldCause? {
    effectiveSettings.shieldCause(for: item)
  }

  /// Whether the system blocks `item` through a store's application or web content settings.
  public func isBlocked(_ item: Item) -> Bool {
    effectiveSettings.isBlocked(item)
  }

  /// Whether the user removed the inventory app `item` and has not installed it again.
  public func isInstalled(_ item: Item) -> Bool {
    screen.isInstalled(item)
  }

  /// Why `press` cannot be tapped on the shield showing now, or `nil` when it can.
  public func tapRefusal(_ press: ShieldPress) -> DeviceError? {
    screen.tapRefusal(press, software: software)
  }

  /// The items the tokens stand for, in inventory order.
  public func items(of tokens: [OpaqueToken]) -> [Item] {
    Set(tokens.compactMap { tokenRecord(of: $0)?.item }).sorted()
  }
}

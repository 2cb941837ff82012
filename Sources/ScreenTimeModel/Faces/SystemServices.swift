import SimulationEngine

/// What the system offers the app's code: the services behind Apple's frameworks as the
/// simulated device provides them to the process running now.
///
/// `ScreenTimeAPI` reaches the device only through this face (``ProcessContext/services``), so
/// app code can use FamilyControls, ManagedSettings, DeviceActivity, the App Group, the backend
/// and the clock, and cannot drive the device or inject faults. ``SimulatedDevice`` conforms.
///
/// It is `Sendable` because the process context that carries it is a task-local value; it is
/// used only on the thread that drives the device, which ``isDrivenByCurrentThread`` checks.
package protocol SystemServices: AnyObject, Sendable {
  // MARK: The process

  /// Whether the thread calling is the one that drives the device.
  var isDrivenByCurrentThread: Bool { get }
  /// Whether the code running now may still have effects.
  var isCurrentProcessAlive: Bool { get }
  /// Whether the run of app code being made now is alive: `false` for a run the device ended as
  /// it began (``AppCodeSupervisor``), which calls none of the app's code.
  var isCurrentRunAlive: Bool { get }
  /// The app's code crashed in the process running now.
  func crashCurrentProcess(_ reason: String)
  /// `Task.sleep` in app code: the task running now wakes after `duration`; returns the sleep's
  /// number.
  func sleepCurrentTask(for duration: SimulationDuration, wake: @escaping () -> Void) -> Int
  /// Cancels a sleep; `false` when it already woke or its process ended.
  func cancelSleep(_ number: Int) -> Bool
  /// The process that app code is running in now.
  var currentProcessKind: ProcessKind { get }

  // MARK: The device

  /// The current instant.
  var now: SimulationInstant { get }
  /// The OS version.
  var systemVersion: SystemVersion { get }
  /// The time zone in force now.
  var timeZone: DeviceTimeZone { get }
  /// The app called an API its OS does not have.
  func reportUnavailable(_ feature: APIFeature)
  /// Random bytes for app code, drawn from the run's seed.
  func randomBytes(count: Int) -> [UInt8]

  // MARK: FamilyControls

  /// `requestAuthorization(for:)` from the process running now, answered by `answer`.
  func requestAuthorization(for member: Member, answer: PromptAnswer?)
    throws(FamilyControlsErrorCode)
  /// `requestAuthorization(for:)` from the main app, its prompt left on screen for a later step
  /// to answer; `true` when it finished at once, `finish` is called when it ends.
  func requestAuthorizationLeavingPrompt(
    for member: Member,
    finish: @escaping @Sendable (Result<Void, FamilyControlsErrorCode>) -> Void
  ) throws(FamilyControlsErrorCode) -> Bool
  /// `revokeAuthorization(completionHandler:)`.
  func revokeAuthorizationFromApp()
  /// A member of `FamilyActivityData`, read by the process running now.
  func readActivityData(_ kind: ActivityDataKind) throws(ActivityDataFailure)
    -> [ActivityDataItem]
  /// The `authorizationStatus` the process running now reads.
  var authorizationStatusForCurrentProcess: AuthorizationDecision { get }
  /// Subscribes to the main app's `authorizationStatus`; `nil` outside the main app.
  func subscribeToAuthorizationStatus(_ receive: @escaping (AuthorizationDecision) -> Void)
    -> Int?
  /// Ends a subscription.
  func unsubscribeFromAuthorizationStatus(_ id: Int)
  /// App code decoded `token`: the app holds it from now on.
  func noteTokenDecoded(_ token: OpaqueToken)

  // MARK: ManagedSettings

  /// `ManagedSettingsStore(named:)`.
  func touchStore(_ name: String)
  /// The store's `shield` group as written.
  func storeSettings(_ name: String) -> ShieldSettingsState
  /// Replaces the store's `shield` group.
  func writeStore(_ name: String, _ settings: ShieldSettingsState, clears: Bool)
  /// The store's `application` group as written.
  func applicationSettings(_ name: String) -> ApplicationSettingsState
  /// Replaces the store's `application` group.
  func writeApplicationSettings(_ name: String, _ settings: ApplicationSettingsState)
  /// The store's `group` (`appStore`, `media`, ...) as written.
  func groupSettings(_ name: String, _ group: ManagedSettingsGroupName)
    -> [ManagedSetting: ManagedSettingValue]
  /// Replaces the store's `group` with `values`.
  func writeGroupSettings(
    _ name: String, _ group: ManagedSettingsGroupName,
    _ values: [ManagedSetting: ManagedSettingValue])
  /// The store's `webContent` group as written.
  func webContentSettings(_ name: String) -> WebContentSettingsState
  /// Replaces the store's `webContent` group.
  func writeWebContentSettings(_ name: String, _ settings: WebContentSettingsState)
  /// `clearAllSettings()`.
  func clearStore(_ name: String)
  /// `isActive` of a store.
  func storeIsActive(_ name: String) -> Bool
  /// Sets `isActive` of a store.
  func setStoreActive(_ name: String, _ isActive: Bool)
  /// Deletes a store with all its groups.
  func deleteStore(_ name: String)
  /// The names of the app's stores.
  var storeNames: [String] { get }
  /// `ManagedSettingsStore.refresh(_:)`.
  func refreshTokens(_ tokens: [OpaqueToken]) throws(RefreshFailure) -> [OpaqueToken]

  // MARK: DeviceActivity

  /// `DeviceActivityCenter.startMonitoring(_:during:events:)`.
  func startMonitoring(
    _ name: String, schedule: ActivitySchedule, events: [UsageEventSpecification]
  ) throws(MonitoringFailure)
  /// `DeviceActivityCenter.stopMonitoring(_:)`.
  func stopMonitoring(_ names: [String])
  /// `DeviceActivityCenter.activities`.
  var monitoredActivities: [String] { get }
  /// `DeviceActivityCenter.schedule(for:)`.
  func registeredSchedule(for name: String) -> ActivitySchedule?
  /// `DeviceActivityCenter.events(for:)`.
  func registeredEvents(for name: String) -> [UsageEventSpecification]
  /// `DeviceActivitySchedule.nextInterval`.
  func nextInterval(of schedule: ActivitySchedule) -> ActivitySchedule.Interval?

  // MARK: Storage and the backend

  /// Reads a value of the App Group container.
  func appGroupValue(forKey key: String) throws(AppGroupFailure) -> [UInt8]?
  /// Writes a value of the App Group container.
  func setAppGroupValue(_ bytes: [UInt8]?, forKey key: String) throws(AppGroupFailure)
  /// The keys of the App Group container.
  var appGroupKeys: [String] { get }
  /// Reads the main app's private container.
  func privateValue(forKey key: String) -> [UInt8]?
  /// Writes the main app's private container.
  func setPrivateValue(_ bytes: [UInt8]?, forKey key: String)
  /// Every key of the main app's private container.
  var privateKeys: [String] { get }
  /// Whether data protected until the first unlock can be read.
  var isProtectedDataAvailable: Bool { get }
  /// The value at `key` in the running process's own container.
  func ownContainerValue(forKey key: String) -> [UInt8]?
  /// Writes the running process's own container.
  func setOwnContainerValue(_ bytes: [UInt8]?, forKey key: String)
  /// The keys of the running process's own container, sorted.
  var ownContainerKeys: [String] { get }
  /// The defaults the running process registered.
  var registeredDefaults: [String: [UInt8]] { get }
  /// Registers `values` as the running process's defaults.
  func registerDefaults(_ values: [String: [UInt8]])
  /// Sends a request to the backend; `completion` runs when the response arrives.
  func sendBackendRequest(
    _ request: BackendRequest, completion: @escaping (BackendResponse) -> Void)

  // MARK: Diagnostics and the app's UI

  /// The app writes a diagnostic record.
  func logDiagnostic(_ code: String, fields: [(key: String, value: String)])
  /// The app shows an error to its user.
  func surfaceError(_ code: String)
  /// The app's code printed `line` to its console (`print`): a line of the run's record, never
  /// standard output.
  func printToConsole(_ line: String)

  // MARK: UserNotifications

  /// `requestAuthorization(options:)`: what the user allows.
  func requestNotificationAuthorization(provisional: Bool) -> NotificationAuthorization
  /// What the user allowed.
  var notificationAuthorization: NotificationAuthorization { get }
  /// `add(_:)`.
  func addNotification(_ request: NotificationRequestRecord)
  /// `removePendingNotificationRequests(withIdentifiers:)`; every one for `nil`.
  func removePendingNotifications(_ identifiers: [String]?)
  /// `removeDeliveredNotifications(withIdentifiers:)`; every one for `nil`.
  func removeDeliveredNotifications(_ identifiers: [String]?)
  /// The pending requests, in the order they were added.
  var pendingNotifications: [NotificationRequestRecord] { get }
  /// The delivered notifications still listed, oldest first.
  var deliveredNotifications: [(request: NotificationRequestRecord, at: SimulationInstant)] { get }

  // MARK: The Darwin notify center

  /// `CFNotificationCenterPostNotification` on the Darwin notify center.
  func postDarwinNotification(_ name: String)
  /// `CFNotificationCenterAddObserver` on the Darwin notify center: `receive` is called in the
  /// main app's process for each `name` posted while it is in the foreground; a registration
  /// outside the main app's process is not kept.
  func addDarwinObserver(name: String, observer: UInt?, _ receive: @escaping () -> Void)
  /// `CFNotificationCenterRemoveObserver` (one `name`) and `CFNotificationCenterRemoveEveryObserver`
  /// (`nil`): ends the registrations of `observer`.
  func removeDarwinObservers(observer: UInt?, name: String?)
}

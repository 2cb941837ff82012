import SimulationEngine

/// One thing that happened on the simulated device, as the device reports it to its observers.
///
/// The device emits an event for every change of its state and every call app code makes into
/// it; observers (the trace, the invariant checker, reports, the timeline) derive everything they
/// show from these. The device never knows who observes: it calls each observer in turn, in the
/// order they were added, before it goes on.
public struct SystemEvent: Sendable {
  /// When it happened.
  public var instant: SimulationInstant
  /// The cause in effect when it happened.
  public var cause: Cause
  /// What happened.
  public var kind: Kind

  public init(instant: SimulationInstant, cause: Cause, kind: Kind) {
    self.instant = instant
    self.cause = cause
    self.kind = kind
  }

  /// What happened, with what the observers need to know about it.
  ///
  /// The cases with the largest payloads (settings before and after, shield requests and
  /// appearances, diagnostics) are `indirect`: every observer and effect copies an event's kind,
  /// and an enum is as large as its largest case.
  public enum Kind: Sendable {
    // MARK: Notes

    /// A line an observer wrote about the event before it (the invariant checker's violations,
    /// the run's names for the app's identifiers): written after every observer has seen that one.
    case note(process: String, message: String)

    // MARK: The main app's process

    /// The main app's process starts.
    case mainAppLaunched
    /// The main app comes to the foreground.
    case mainAppForegrounded
    /// The main app goes to the background.
    case mainAppBackgrounded
    /// The main app's process ends (reboot or update).
    case mainAppTerminated
    /// The main app observed its authorization change from approved to something else, or a
    /// request failing after it had been approved.
    case revocationObserved
    /// The main app's `authorizationStatus` now reads `status`.
    case mainAppObservedStatus(AuthorizationDecision)
    /// The system posts a `TokenExpiryMessage`; `exists` is false before iOS 26.5.
    case expiryMessagePosted(exists: Bool)
    /// A pending `TokenExpiryMessage` reaches the running main app.
    case expiryMessageDelivered
    /// The running main app is told that data-protected files are readable (first unlock).
    case mainAppProtectedDataAvailable

    // MARK: Authorization

    /// `requestAuthorization(for:)` is called.
    case authorizationRequested(ProcessKind, Member)
    /// The prompt was answered (or dismissed, when `answer` is `nil`).
    case promptAnswered(PromptAnswer?, Member)
    /// A prompt was shown and stays on screen until a step answers it (`isUpgrade`: it offers
    /// data access to an approved app).
    case promptShown(Member, isUpgrade: Bool)
    /// The prompt on screen went away unanswered, for `reason`.
    case promptDismissed(reason: String)
    /// The user set a Screen Time passcode; `gates` when it gates turning access off on this
    /// release.
    case screenTimePasscodeSet(gates: Bool)
    /// A process read a member of `FamilyActivityData` and got `items`.
    case activityDataRead(ProcessKind, kind: String, items: [Item])
    /// A process's read of `FamilyActivityData` threw `unauthorized`.
    case activityDataRefused(ProcessKind, kind: String)
    /// The system approved the app, in `epoch`; `withDataAccess` for `approvedWithDataAccess`.
    case authorizationApproved(epoch: Int, withDataAccess: Bool)
    /// The user granted data access to an app without the data-access entitlement: plain
    /// approval.
    case dataAccessWithoutEntitlement
    /// The guardian declined: the system's decision is denied.
    case authorizationDenied
    /// The request threw.
    case authorizationRequestFailed(ProcessKind, FamilyControlsErrorCode)
    /// The request succeeded.
    case authorizationRequestSucceeded(ProcessKind)
    /// `revokeAuthorization` is called.
    case revocationRequested(ProcessKind)
    /// Authorization is revoked: the epoch's tokens are void.
    case authorizationRevoked(AuthorizationDecision, epoch: Int)

    // MARK: Tokens

    /// The system minted a token for `item`.
    case tokenMinted(OpaqueToken, Item)
    /// The system handed tokens to app code as the app's own: picker results, refresh results.
    case tokensHandedOut([OpaqueToken], ProcessKind)
    /// App code decoded a token the system minted (`Token.init(from:)`).
    case tokenDecoded(OpaqueToken, ProcessKind)
    /// The system starts handing out new bytes for the items (FB14111223).
    case tokensRotated([Item])
    /// Every token rotates with an OS update.
    case tokensRotatedByUpdate
    /// The items' tokens expired.
    case tokensExpired([Item])
    /// `ManagedSettingsStore.refresh(_:)` threw.
    case refreshFailed(ProcessKind, RefreshFailure)
    /// `ManagedSettingsStore.refresh(_:)` replaced `changed` of `count` tokens.
    case tokensRefreshed(ProcessKind, changed: Int, count: Int)
    /// The picker returned an empty selection (`os empties next picker`).
    case pickerEmptied
    /// The picker showed nothing: the app is not authorized.
    case pickerShowedNothing
    /// The picker's process crashed (`os crashes next picker`): it closes without a selection.
    case pickerCrashed

    // MARK: ManagedSettings

    /// A store was created.
    case storeCreated(String)
    /// A store's settings were replaced (`clears` is true for `clearAllSettings()`).
    indirect case storeWritten(
      ProcessKind, store: String, before: ShieldSettingsState, after: ShieldSettingsState,
      clears: Bool)
    /// A store's `isActive` changed.
    case storeActivated(ProcessKind, store: String, isActive: Bool)
    /// A store was deleted.
    indirect case storeDeleted(ProcessKind, store: String, before: ShieldSettingsState)
    /// A store's `application` group was replaced (`clears` for `clearAllSettings()`).
    indirect case applicationSettingsWritten(
      ProcessKind, store: String, before: ApplicationSettingsState,
      after: ApplicationSettingsState, clears: Bool)
    /// A store's `webContent` group was replaced (`clears` for `clearAllSettings()`).
    indirect case webContentSettingsWritten(
      ProcessKind, store: String, before: WebContentSettingsState, after: WebContentSettingsState,
      clears: Bool)
    /// One of a store's other groups (`appStore`, `media`, ...) was replaced (`clears` for
    /// `clearAllSettings()`).
    indirect case groupSettingsWritten(
      ProcessKind, store: String, group: ManagedSettingsGroupName, before: GroupSettingsState,
      after: GroupSettingsState, clears: Bool)

    // MARK: The screen and shields

    /// The device locked.
    case deviceLocked
    /// The device unlocked.
    case deviceUnlocked
    /// The App Group container is readable again at the first unlock after a restart.
    case appGroupReadableAgain
    /// The device restarted: locked, the App Group unreadable until unlock.
    case deviceRestarted
    /// The OS was updated.
    case systemUpdated(SystemVersion, build: String)
    /// The device's time zone changed.
    case timeZoneChanged(DeviceTimeZone)
    /// The app was deleted and installed again.
    case appReinstalled
    /// Deleting the app under test was refused: a store denies app removal.
    case appDeletionRefused
    /// An item came to the front and opened normally.
    case openedNormally(Item)
    /// The item did not open: the application settings or the web content filter of `store`
    /// block it.
    case openRefused(Item, store: String)
    /// The item in front became blocked: it closes, back to the home screen.
    case blockedItemClosed(Item)
    /// The user removed an app.
    case appRemoved(Item)
    /// Removing an app was refused: a store denies app removal.
    case appRemovalRefused(Item)
    /// The user installed an app again.
    case appInstalled(Item)
    /// Installing an app was refused: a store denies app installation.
    case appInstallationRefused(Item)
    /// The shield over the item in front went away (it is no longer shielded).
    case shieldRemoved(Item)
    /// The system asks the configuration extension for the shield of an item.
    indirect case shieldConfigurationRequested(ShieldConfigurationRequest)
    /// `option frontmost-shield stale`: the configuration last shown over the item is shown
    /// again without asking the extension.
    case shieldConfigurationReused(Item)
    /// The configuration extension answered a request (`isAlive` is false when it crashed).
    indirect case shieldConfigured(
      ShieldConfigurationRequest, ShieldConfigurationAnswer, isAlive: Bool)
    /// A shield is on screen: the app's configuration, or the system's default for `why`;
    /// `isGeneric` when the app judged the configuration shown its generic shield.
    indirect case shieldShown(
      ShieldConfigurationRequest, ShieldAppearance, isSystemDefault: Bool,
      defaultReason: SystemDefaultReason?, isGeneric: Bool)
    /// The system passes a button press to the action extension.
    indirect case shieldActionRequested(ShieldActionRequest)
    /// The secondary button of a shield with submenu items (26.4+) opened its submenu.
    case submenuShown(Item, items: Int)
    /// The app has no action extension: the press closes.
    case actionWithoutExtension
    /// The action handler returned; `answers` are its completion calls, in order.
    indirect case actionHandled(ShieldActionRequest, answers: [ShieldResponse], isAlive: Bool)
    /// The action handler did not call its completion within the timeout.
    case actionTimedOut(SimulationDuration)
    /// The system took `response` as the answer to the press.
    indirect case actionAnswered(ShieldActionRequest, ShieldResponse)
    /// `.openParentalControlsApp` does not exist on this OS: the answer counts as `.none`.
    case openParentalControlsUnavailable(SystemVersion)
    /// The system applied the answer: whether the user was sent home.
    case tapOutcome(ShieldResponse, closedApp: Bool)
    /// `.close`: the item closed, back to the home screen.
    case itemClosed(Item)
    /// `.defer`: the shield is drawn again.
    case shieldRedrawn(Item)
    /// `.defer` on an item no longer shielded: it opens.
    case shieldLifted(Item)
    /// `.openParentalControlsApp`: the main app comes forward over the shield.
    case mainAppOpenedOverShield

    // MARK: Processes

    /// App code starts running in a process; for the monitor, the callback it handles.
    case invocationStarted(ProcessKind, handling: ScheduledCallback?)
    /// App code returned in a process.
    case invocationEnded(ProcessKind)
    /// The process was killed.
    case processKilled(ProcessKind, reason: KillReason)
    /// The app's code crashed.
    case processCrashed(ProcessKind, reason: String)
    /// A kill fault ended the monitor after its callback returned.
    case monitorKilledAfterCallback(writes: Int)

    // MARK: Tasks

    /// A task of the process sleeps on the device's clock until `until`.
    case taskSleeping(ProcessKind, until: SimulationInstant)
    /// The process ends while tasks it started are unfinished: those sleeping (with when they
    /// would have woken) and possibly others waiting; they never finish.
    case tasksPendingAtProcessEnd(ProcessKind, sleepingUntil: [SimulationInstant])
    /// Jobs of the app's tasks were enqueued from threads that do not drive the device; they ran
    /// at the next drain, at a point that depends on timing.
    case tasksResumedFromOtherThreads(count: Int)
    /// The process's tasks kept making work after `jobs` jobs; the rest were dropped.
    case tasksDidNotSettle(ProcessKind, jobs: Int)
    /// The main app's `$authorizationStatus` published `status` to `subscribers` subscribers.
    case authorizationStatusPublished(AuthorizationDecision, subscribers: Int)

    // MARK: Diagnostics

    /// The app wrote a diagnostic record.
    indirect case diagnosticLogged(DiagnosticRecord)
    /// The app's code printed a line to its console (`print`), already quoted for the trace.
    case consolePrinted(ProcessKind, line: String)

    // MARK: Local notifications

    /// The process asked to show notifications; the user answered with the
    /// `UNAuthorizationStatus` raw value `status`.
    case notificationAuthorizationRequested(ProcessKind, Int)
    /// The process added a local notification request, which fires first at `firstAt`.
    case notificationAdded(
      ProcessKind, identifier: String, title: String, trigger: String, firstAt: SimulationInstant?)
    /// The process removed `count` pending (or delivered) notifications: those of
    /// `identifiers`, or all of them for `nil`.
    case notificationsRemoved(ProcessKind, identifiers: [String]?, delivered: Bool, count: Int)
    /// A local notification was delivered; `shown` when the user allows notifications.
    case notificationDelivered(identifier: String, title: String, shown: Bool)

    // MARK: Darwin notifications

    /// The process posted the Darwin notification `name` (`CFNotificationCenterPostNotification`
    /// on the Darwin notify center).
    case darwinNotificationPosted(ProcessKind, name: String)
    /// The Darwin notification `name` reached the `observers` callbacks the main app's process
    /// registered for it; none unless the app was in the foreground.
    case darwinNotificationDelivered(name: String, observers: Int, isAppInForeground: Bool)
    /// The app showed its user an error.
    case errorShown(ProcessKind, code: String)
    /// The app called an API its OS does not have.
    case apiUnavailable(ProcessKind, APIFeature, SystemVersion)

    // MARK: App Group and the main app's container

    /// A read of the App Group failed: the container is unreadable before the first unlock.
    case appGroupReadFailed(ProcessKind, key: String)
    /// A value of the App Group was read; `isDamaged` when a fault damaged it.
    case appGroupRead(ProcessKind, key: String, byteCount: Int?, isDamaged: Bool)
    /// A write of the App Group was refused.
    case appGroupWriteRefused(ProcessKind, key: String, AppGroupFailure)
    /// A value of the App Group was written; `previous` is what it replaced.
    case appGroupWritten(ProcessKind, key: String, bytes: [UInt8], previous: [UInt8]?)
    /// A value of the App Group was removed.
    case appGroupRemoved(ProcessKind, key: String)
    /// A value of the main app's own container was written (`nil` removes it).
    case privateValueWritten(key: String, bytes: [UInt8]?)

    // MARK: Backend

    /// The process may not use the network.
    case backendRefused(ProcessKind, BackendRequest)
    /// A request was sent.
    case backendSent(ProcessKind, BackendRequest)
    /// A response arrived after the process that asked ended.
    case backendResponseDropped(ProcessKind)
    /// A request failed: the backend is down.
    case backendFailed(ProcessKind, BackendRequest)
    /// A fetch was answered; `byteCount` is `nil` when there is no such blob.
    case backendFetched(ProcessKind, key: String, byteCount: Int?, isDamaged: Bool)
    /// A blob was stored; `previous` is what it replaced.
    case backendStored(ProcessKind, key: String, bytes: [UInt8], previous: [UInt8]?)
    /// A blob was removed.
    case backendRemoved(ProcessKind, key: String)

    // MARK: Faults

    /// A fault was injected.
    indirect case faultInjected(Fault)
    /// A fault took effect.
    case faultFired(FaultID)
    /// A stored copy was damaged.
    indirect case copyCorrupted(CopyLocation, key: String, BlobDamage)
    /// The backend's copy now declares another schema version.
    case schemaServed(key: String, version: Int)
    /// The App Group copy disappeared.
    case copyLost(key: String)
    /// The App Group copy grew.
    case copyBloated(key: String, byteCount: Int)

    // MARK: DeviceActivity

    /// `startMonitoring` was called for `name` (before any check).
    case monitoringRequested(ProcessKind, activity: String)
    /// An activity registered again during its interval was replaced.
    case activityReplacedDuringInterval(String)
    /// `startMonitoring` succeeded; `next` is the interval ahead, `nil` for mismatched fields.
    indirect case monitoringStarted(
      ProcessKind, activity: String, next: ActivitySchedule.Interval?, isMismatched: Bool,
      events: [String])
    /// `startMonitoring` threw.
    case monitoringRefused(ProcessKind, activity: String, MonitoringFailure)
    /// `stopMonitoring` removed the activity.
    case monitoringStopped(ProcessKind, activity: String)
    /// An interval of the activity started.
    case intervalStarted(String)
    /// An interval of the activity ended.
    case intervalEnded(String)
    /// A non-repeating activity ended for good.
    case activityFinished(String)
    /// `option idle-stop`: the system dropped these activities, the main app unopened so long.
    case monitoringLapsed(activities: [String], idle: SimulationDuration)
    /// A usage event reached its threshold.
    case thresholdReached(activity: String, event: String, threshold: SimulationDuration)
    /// An event's threshold warning is not delivered: its point had passed when the event was
    /// registered (`option passed-warning skip`).
    case thresholdWarningSkipped(activity: String, event: String)
    /// A monitor callback fell due (before faults, latency and delivery rules).
    case callbackDue(ScheduledCallback)
    /// A fault dropped the callback.
    case callbackDropped(ScheduledCallback)
    /// A fault delayed the callback.
    case callbackDelayed(ScheduledCallback, by: SimulationDuration)
    /// The callback is not delivered: the app is not authorized.
    case callbackWithheld(ScheduledCallback)
    /// The callback is held until the device is unlocked.
    case callbackHeldWhileLocked(ScheduledCallback)
    /// A held callback is not delivered: the device was locked through its whole interval.
    case callbackSkippedForSleptInterval(ScheduledCallback)
    /// The callback is held by `os holds threshold events`.
    case callbackHeldByFault(ScheduledCallback)
    /// The callback reached the monitor extension.
    case callbackDelivered(ScheduledCallback)
    /// `os repeats`: the most recent such callback is delivered again.
    case callbackRepeated(MonitorCallback, activity: String)
    /// `os releases threshold events`.
    case thresholdEventsReleased(count: Int, reversed: Bool)
    /// `os fires thresholds early` took effect.
    case thresholdsFiredEarly(trigger: String)
  }
}

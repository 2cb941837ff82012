import ScreenTimeModel
import SimulationEngine

/// Turns the device's typed events into the lines of the text trace, as `stsim trace` prints
/// them: the one place where what the device did becomes text.
///
/// The device emits only what its operating system did; the renderer reads the names of items
/// and tokens through the device's read-only view at the moment of each event, so every line
/// reads as it would have then.
struct TraceRenderer {
  /// The device as the renderer sees it.
  let view: any DeviceView

  private var inventory: Inventory { view.inventory }

  /// The trace line of `event`: the process column and the message, or `nil` for events the
  /// text trace does not show.
  func line(for event: SystemEvent.Kind) -> (process: String, message: String)? {
    switch event {
    case .note(let process, let message): return (process, message)

    case .mainAppLaunched: return ("app", "launches")
    case .mainAppForegrounded: return ("app", "comes to the foreground")
    case .mainAppBackgrounded: return ("app", "goes to the background")
    case .mainAppTerminated: return ("app", "process ends")
    case .revocationObserved: return ("app", "observes a revocation")
    case .mainAppObservedStatus: return nil
    case .expiryMessagePosted(let exists):
      return exists
        ? ("os", "posts TokenExpiryMessage")
        : ("os", "posts no TokenExpiryMessage: it does not exist before iOS 26.5")
    case .expiryMessageDelivered: return ("app", "receives TokenExpiryMessage")
    case .mainAppProtectedDataAvailable:
      return ("app", "receives protectedDataDidBecomeAvailable (first unlock)")

    case .authorizationRequested(let process, let member):
      return (process.rawValue, "requestAuthorization(for: .\(member.rawValue))")
    case .promptAnswered(let answer, let member):
      return switch answer {
      case .approve: (member == .child ? "guardian" : "user", "approves the prompt")
      case .approveWithDataAccess:
        (member == .child ? "guardian" : "user", "approves the prompt with data access")
      case .cancel: ("user", "cancels the prompt")
      case .decline: ("guardian", "declines the prompt")
      case nil: ("user", "dismisses a prompt that nobody answers")
      }
    case .promptShown(let member, let isUpgrade):
      return (
        "system",
        (isUpgrade
          ? "shows the authorization prompt again, offering data access"
          : "shows the authorization prompt") + " (\(member.rawValue)); it stays on screen"
      )
    case .activityDataRead(let process, let kind, let items):
      return (
        process.rawValue,
        "FamilyActivityData.\(kind): [\(items.map(inventory.name(of:)).joined(separator: ", "))]"
      )
    case .activityDataRefused(let process, let kind):
      return (
        process.rawValue,
        "FamilyActivityData.\(kind) throws unauthorized: the app is not approved with data access"
      )
    case .promptDismissed(let reason):
      return ("system", "the authorization prompt goes away: \(reason)")
    case .screenTimePasscodeSet(let gates):
      return (
        "user",
        "sets a Screen Time passcode"
          + (gates
            ? ": turning an app's access off now asks for it"
            : " (it does not gate turning an app's access off on this release)")
      )
    case .authorizationApproved(let epoch, let withDataAccess):
      return (
        "system",
        "authorization approved\(withDataAccess ? " with data access" : "") (epoch \(epoch))"
      )
    case .dataAccessWithoutEntitlement:
      return (
        "system",
        "the app lacks the app-and-website-usage entitlement: approved without data access"
      )
    case .authorizationDenied: return ("system", "authorization denied")
    case .authorizationRequestFailed(let process, let error):
      return (process.rawValue, "requestAuthorization throws \(error.rawValue)")
    case .authorizationRequestSucceeded(let process):
      return (process.rawValue, "requestAuthorization succeeds")
    case .revocationRequested(let process): return (process.rawValue, "revokeAuthorization")
    case .authorizationRevoked(let status, let epoch):
      return (
        "system", "authorization revoked: \(status.rawValue); tokens of epoch \(epoch) are void"
      )

    case .tokenMinted, .tokensHandedOut, .tokenDecoded, .tokensRotated, .tokensExpired: return nil
    case .tokensRotatedByUpdate: return ("system", "every token rotates with the update")
    case .refreshFailed(let process, let failure):
      return switch failure {
      case .unauthorized: (process.rawValue, "refresh throws: not authorized")
      case .invalidToken: (process.rawValue, "refresh throws: a token cannot be refreshed")
      }
    case .tokensRefreshed(let process, let changed, let count):
      return (process.rawValue, "refresh: \(changed) of \(count) tokens replaced")
    case .pickerEmptied: return ("system", "the picker returns an empty selection")
    case .pickerShowedNothing:
      return ("system", "the picker shows nothing: the app is not authorized")
    case .pickerCrashed: return ("system", "the picker crashes and closes without a selection")

    case .storeCreated: return nil
    case .storeWritten(let process, let store, let before, let after, let clears):
      return (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store): \(describe(after, since: before))"
      )
    case .storeActivated(let process, let store, let isActive):
      return (process.rawValue, "store \(store) isActive = \(isActive)")
    case .storeDeleted(let process, let store, _):
      return (process.rawValue, "deletes store \(store)")
    case .applicationSettingsWritten(let process, let store, let before, let after, let clears):
      return (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store) application: "
          + describe(after, since: before)
      )
    case .webContentSettingsWritten(let process, let store, _, let after, let clears):
      return (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store) webContent: \(describe(after))"
          + (!clears && after.disablesPrivateBrowsing ? " (Safari private browsing disabled)" : "")
      )
    case .groupSettingsWritten(let process, let store, let group, let before, let after, let clears):
      return (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store) \(group.rawValue): "
          + describe(group, after, since: before)
      )

    case .deviceLocked, .systemUpdated, .timeZoneChanged: return nil
    case .deviceUnlocked: return ("system", "the device is unlocked")
    case .appReinstalled:
      return (
        "system",
        "the app is deleted and installed again: its authorization, stores, activities, App Group "
          + "and own container are gone"
      )
    case .appDeletionRefused:
      return (
        "system", "deleting the app is refused: a store denies app removal, the app's own too"
      )
    case .appGroupReadableAgain:
      return ("system", "the App Group container is readable again (first unlock)")
    case .deviceRestarted:
      return ("system", "the device is locked; the App Group container is unreadable until unlock")
    case .openedNormally(let item): return ("system", "\(inventory.name(of: item)) opens normally")
    case .openRefused(let item, let store):
      return switch item {
      case .web:
        (
          "system",
          "\(inventory.name(of: item)) does not load: the web content filter of store \(store) blocks it"
        )
      default:
        ("system", "\(inventory.name(of: item)) does not open: store \(store) blocks it (hidden)")
      }
    case .blockedItemClosed(let item):
      return ("system", "\(inventory.name(of: item)) is now blocked: it closes, home screen")
    case .appRemoved(let item):
      return ("system", "\(inventory.name(of: item)) is removed from the device")
    case .appRemovalRefused(let item):
      return (
        "system", "removing \(inventory.name(of: item)) is refused: a store denies app removal"
      )
    case .appInstalled(let item): return ("system", "\(inventory.name(of: item)) is installed")
    case .appInstallationRefused(let item):
      return (
        "system",
        "installing \(inventory.name(of: item)) is refused: a store denies app installation"
      )
    case .shieldRemoved(let item):
      return ("system", "the shield over \(inventory.name(of: item)) goes away")
    case .shieldConfigurationRequested, .shieldConfigured, .shieldActionRequested: return nil
    case .shieldConfigurationReused(let item):
      return (
        "system",
        "reuses the configuration last shown over \(inventory.name(of: item)) without asking the "
          + "extension (FB14237883)"
      )
    case .shieldShown(let request, let appearance, let isSystemDefault, let reason, _):
      return (
        "system",
        "shields \(inventory.name(of: request.item)) (\(request.cause.rawValue)): "
          + (isSystemDefault
            ? "system default shield, \(Self.describe(reason))" : appearance.summary)
      )
    case .submenuShown(let item, let items):
      return (
        "system",
        "opens the secondary button's submenu (\(items) item\(items == 1 ? "" : "s")) on the shield "
          + "over \(inventory.name(of: item)): no action"
      )
    case .actionWithoutExtension:
      return ("system", "the app has no shield action extension: closes")
    case .actionHandled: return nil
    case .actionTimedOut(let timeout):
      return ("system", "no completion within \(timeout): the response counts as .none")
    case .actionAnswered(_, let response):
      return ("shield-action", "responds .\(response.rawValue)")
    case .openParentalControlsUnavailable(let version):
      return ("system", ".openParentalControlsApp does not exist on iOS \(version): none")
    case .tapOutcome: return nil
    case .itemClosed(let item): return ("system", "closes \(inventory.name(of: item)): home screen")
    case .shieldRedrawn(let item):
      return ("system", "redraws the shield over \(inventory.name(of: item))")
    case .shieldLifted(let item):
      return ("system", "\(inventory.name(of: item)) is no longer shielded: it opens")
    case .mainAppOpenedOverShield: return ("system", "opens the main app over the shield")

    case .invocationStarted, .invocationEnded: return nil
    case .processKilled(let process, let reason): return (process.rawValue, "killed: \(reason)")
    case .processCrashed(let process, let reason): return (process.rawValue, "crashed: \(reason)")
    case .monitorKilledAfterCallback(let writes):
      return ("monitor", "killed after the callback returned (\(writes) writes)")
    case .taskSleeping(let process, let until):
      return (process.rawValue, "a task sleeps until \(view.formatTraceInstant(until))")
    case .tasksPendingAtProcessEnd(let process, let sleepingUntil):
      return (
        process.rawValue,
        "process ends with unfinished tasks"
          + (sleepingUntil.isEmpty
            ? ""
            : " (sleeping until \(sleepingUntil.map(view.formatTraceInstant).joined(separator: ", ")))")
          + ": they never finish"
      )
    case .tasksResumedFromOtherThreads(let count):
      return (
        "system",
        "\(count) job\(count == 1 ? "" : "s") of the app's tasks resumed from another thread: "
          + "the run's order depends on timing"
      )
    case .tasksDidNotSettle(let process, let jobs):
      return (process.rawValue, "tasks still make work after \(jobs) jobs: the rest are dropped")
    case .authorizationStatusPublished(let status, let subscribers):
      return (
        "app",
        "$authorizationStatus publishes \(status.rawValue) to \(subscribers) "
          + "subscriber\(subscribers == 1 ? "" : "s")"
      )

    case .consolePrinted(let process, let line): return (process.rawValue, "prints \(line)")
    case .notificationAuthorizationRequested(let process, let status):
      return (
        process.rawValue,
        "requests notification authorization: "
          + (status == 3 ? "allowed provisionally" : status == 2 ? "allowed" : "denied")
      )
    case .notificationAdded(let process, let identifier, let title, let trigger, let firstAt):
      return (
        process.rawValue,
        "adds notification \(Self.quoted(identifier)) title \(Self.quoted(title)), \(trigger)"
          + (firstAt.map { ", first at \(view.formatTraceInstant($0))" } ?? ", never fires")
      )
    case .notificationsRemoved(let process, let identifiers, let delivered, let count):
      let kind = delivered ? "delivered" : "pending"
      let which =
        identifiers.map { "\(kind) notifications \($0.map(Self.quoted).joined(separator: ", "))" }
        ?? "all \(kind) notifications"
      return (process.rawValue, "removes \(which) (\(count) removed)")
    case .notificationDelivered(let identifier, let title, let shown):
      return (
        "system",
        "delivers notification \(Self.quoted(identifier)) title \(Self.quoted(title))"
          + (shown ? "" : ": not shown, notifications are not allowed")
      )
    case .darwinNotificationPosted(let process, let name):
      return (process.rawValue, "posts Darwin notification \(Self.quoted(name))")
    case .darwinNotificationDelivered(let name, let observers, let isAppInForeground):
      let whom =
        observers == 0
        ? "no observer" : "\(observers) observer\(observers == 1 ? "" : "s") in the app"
      return (
        "system",
        "delivers Darwin notification \(Self.quoted(name)) to \(whom)"
          + (isAppInForeground ? "" : ": the app is not in the foreground")
      )
    case .diagnosticLogged(let record):
      return (record.process.rawValue, record.renderedFields(after: "diagnostic \(record.code) "))
    case .errorShown(let process, let code): return (process.rawValue, "shows error \(code)")
    case .apiUnavailable(let process, let feature, let version):
      return (
        process.rawValue,
        "\(feature.rawValue) is not available on iOS \(version) (from \(feature.introduced))"
      )

    case .appGroupReadFailed(let process, let key):
      return (process.rawValue, "reads App Group \(key): unavailable before the first unlock")
    case .appGroupRead, .privateValueWritten: return nil
    case .appGroupWriteRefused(let process, let key, let failure):
      return switch failure {
      case .notPermitted: (process.rawValue, "writes App Group \(key): not permitted")
      case .unavailable:
        (process.rawValue, "writes App Group \(key): unavailable before the first unlock")
      }
    case .appGroupWritten(let process, let key, let bytes, _):
      return (process.rawValue, "writes App Group \(key) (\(bytes.count) bytes)")
    case .appGroupRemoved(let process, let key):
      return (process.rawValue, "removes App Group \(key)")

    case .backendRefused(let process, let request):
      return (process.rawValue, "backend \(Self.describe(request)): no network in this extension")
    case .backendSent(let process, let request):
      return (process.rawValue, "backend \(Self.describe(request)) sent")
    case .backendResponseDropped(let process):
      return (process.rawValue, "backend response arrives after the process ended: dropped")
    case .backendFailed(let process, let request):
      return (process.rawValue, "backend \(Self.describe(request)) fails: network error")
    case .backendFetched(let process, let key, let byteCount, _):
      return (
        process.rawValue, "backend fetch \(key): " + (byteCount.map { "\($0) bytes" } ?? "none")
      )
    case .backendStored(let process, let key, let bytes, _):
      return (process.rawValue, "backend stores \(key) (\(bytes.count) bytes)")
    case .backendRemoved(let process, let key): return (process.rawValue, "backend removes \(key)")

    case .faultInjected, .faultFired: return nil
    case .copyCorrupted(let location, let key, let damage):
      return (location.rawValue, "corrupts \(key) (\(damage.rawValue))")
    case .schemaServed(let key, let version):
      return ("backend", "serves \(key) with schemaVersion \(version)")
    case .copyLost(let key): return ("appgroup", "loses \(key)")
    case .copyBloated(let key, let byteCount):
      return ("appgroup", "bloats \(key) to \(byteCount) bytes")

    case .monitoringRequested, .callbackDue: return nil
    case .activityReplacedDuringInterval(let name):
      return ("system", "activity \(name) replaced during its interval")
    case .monitoringStarted(let process, let name, let next, let isMismatched, let events):
      return (
        process.rawValue,
        "startMonitoring \(name) "
          + (isMismatched
            ? "(start and end components differ: it will never fire)"
            : "next interval "
              + (next.map {
                "\(view.formatTraceInstant($0.start))-\(view.formatTraceInstant($0.end))"
              }
                ?? "none"))
          + (events.isEmpty ? "" : " events \(events.joined(separator: ","))")
      )
    case .monitoringRefused(let process, let name, let failure):
      return (process.rawValue, "startMonitoring \(name) throws \(failure.rawValue)")
    case .monitoringStopped(let process, let name):
      return (process.rawValue, "stopMonitoring \(name)")
    case .intervalStarted(let name): return ("system", "interval of \(name) starts")
    case .intervalEnded(let name): return ("system", "interval of \(name) ends")
    case .activityFinished(let name): return ("system", "activity \(name) finished")
    case .monitoringLapsed(let activities, let idle):
      return (
        "system",
        "stops monitoring \(activities.count) activit\(activities.count == 1 ? "y" : "ies") without "
          + "a callback: the main app was not opened for \(idle)"
      )
    case .thresholdReached(let activity, let event, let threshold):
      return ("system", "usage event \(event) of \(activity) reaches \(threshold)")
    case .thresholdWarningSkipped(let activity, let event):
      return (
        "system",
        "does not deliver eventWillReachThresholdWarning \(event) for \(activity): its point had "
          + "passed when the event was registered"
      )
    case .callbackDropped(let callback): return ("os", "drops \(callback.description)")
    case .callbackDelayed(let callback, let delay):
      return ("os", "delays \(callback.description) by \(delay)")
    case .callbackWithheld(let callback):
      return ("system", "does not deliver \(callback.description): authorization is not approved")
    case .callbackHeldWhileLocked(let callback):
      return ("system", "holds \(callback.description) until the device is unlocked")
    case .callbackSkippedForSleptInterval(let callback):
      return (
        "system",
        "does not deliver \(callback.description): the device was locked through the interval"
      )
    case .callbackHeldByFault(let callback): return ("os", "holds \(callback.description)")
    case .callbackDelivered(let callback): return ("monitor", callback.description)
    case .callbackRepeated(let callback, let activity):
      return ("os", "repeats \(callback.rawValue) for \(activity)")
    case .thresholdEventsReleased(let count, let reversed):
      return ("os", "releases \(count) threshold events" + (reversed ? " in reverse order" : ""))
    case .thresholdsFiredEarly(let trigger):
      return ("os", "fires every threshold early at \(trigger)")
    }
  }

  /// App text in double quotes, with quotes, backslashes and line breaks escaped.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for character in text {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\""
  }

  static func describe(_ request: BackendRequest) -> String {
    switch request {
    case .fetch(let key): "fetch \(key)"
    case .store(let key, _): "store \(key)"
    case .remove(let key): "remove \(key)"
    case .list: "list"
    }
  }

  static func describe(_ reason: SystemDefaultReason?) -> String {
    switch reason {
    case .noExtension?, nil: "the app has no shield configuration extension"
    case .crashed?: "the configuration extension crashed"
    case .notOverridden?: "the configuration extension does not override this configuration method"
    case .tooSlow(let took, let timeout)?:
      "the configuration extension took \(took), past \(timeout)"
    }
  }

  /// The settings that differ from `before`, as `setting=value` text.
  func describe(_ settings: ShieldSettingsState, since before: ShieldSettingsState) -> String {
    if settings == ShieldSettingsState() { return "cleared" }
    var changes: [String] = []
    if settings.applications != before.applications {
      changes.append("applications=\(names(settings.applications))")
    }
    if settings.applicationCategories != before.applicationCategories {
      changes.append("applicationCategories=\(policy(settings.applicationCategories))")
    }
    if settings.webDomains != before.webDomains {
      changes.append("webDomains=\(names(settings.webDomains))")
    }
    if settings.webDomainCategories != before.webDomainCategories {
      changes.append("webDomainCategories=\(policy(settings.webDomainCategories))")
    }
    return changes.isEmpty ? "unchanged" : changes.joined(separator: " ")
  }

  private func names(_ tokens: Set<OpaqueToken>?) -> String {
    guard let tokens else { return "nil" }
    let items = tokens.map { token in
      view.tokenRecord(of: token).map { inventory.name(of: $0.item) } ?? "unknown"
    }
    return "[\(items.sorted().joined(separator: ", "))]"
  }

  private func policy(_ value: CategoryPolicyState?) -> String {
    switch value {
    case nil: "nil"
    case .none?: ".none"
    case .all(let except)?: ".all(except: \(names(except)))"
    case .specific(let categories, let except)?:
      ".specific(\(names(categories)), except: \(names(except)))"
    }
  }

  // MARK: - Application and web content settings

  /// The settings of `group` that differ from `before`, as `setting=value` text.
  func describe(
    _ group: ManagedSettingsGroupName, _ settings: GroupSettingsState,
    since before: GroupSettingsState
  ) -> String {
    let after = settings.values(in: group)
    if after.isEmpty { return "cleared" }
    let changes = ManagedSetting.settings(of: group).compactMap { setting -> String? in
      guard settings[setting] != before[setting] else { return nil }
      return "\(setting.property)=\(settings[setting]?.description ?? "nil")"
    }
    return changes.isEmpty ? "unchanged" : changes.joined(separator: " ")
  }

  /// The application settings that differ from `before`, as `setting=value` text.
  func describe(_ settings: ApplicationSettingsState, since before: ApplicationSettingsState)
    -> String
  {
    if settings.isUnset { return "cleared" }
    var changes: [String] = []
    if settings.blockedApplications != before.blockedApplications {
      let names = settings.blockedApplications.map { references in
        "[" + references.sorted().map(name(of:)).sorted().joined(separator: ", ") + "]"
      }
      changes.append("blockedApplications=\(names ?? "nil")")
    }
    if settings.denyAppRemoval != before.denyAppRemoval {
      changes.append("denyAppRemoval=\(settings.denyAppRemoval.map(String.init) ?? "nil")")
    }
    if settings.denyAppInstallation != before.denyAppInstallation {
      changes.append(
        "denyAppInstallation=\(settings.denyAppInstallation.map(String.init) ?? "nil")")
    }
    return changes.isEmpty ? "unchanged" : changes.joined(separator: " ")
  }

  /// The web content policy, as text.
  func describe(_ settings: WebContentSettingsState) -> String {
    func list(_ references: Set<WebDomainReference>) -> String {
      "[" + references.map(name(of:)).sorted().joined(separator: ", ") + "]"
    }
    switch settings.blockedByFilter {
    case nil: return "blockedByFilter=nil"
    case .none?: return "blockedByFilter=.none"
    case .specific(let blocked)?: return "blockedByFilter=.specific(\(list(blocked)))"
    case .all(let except)?: return "blockedByFilter=.all(except: \(list(except)))"
    case .auto(let blocked, let except)?:
      return "blockedByFilter=.auto(\(list(blocked)), except: \(list(except)))"
    }
  }

  private func name(of reference: ApplicationReference) -> String {
    if let token = reference.token {
      return view.tokenRecord(of: token).map { inventory.name(of: $0.item) } ?? "unknown"
    }
    return reference.bundleIdentifier ?? "unknown"
  }

  private func name(of reference: WebDomainReference) -> String {
    if let token = reference.token {
      return view.tokenRecord(of: token).map { inventory.name(of: $0.item) } ?? "unknown"
    }
    return reference.domain ?? "unknown"
  }
}

import SimulationEngine

extension SimulatedDevice {
  /// The trace line of `event`: the process column and the message, or `nil` for events the
  /// text trace does not show.
  ///
  /// This is the one place where the device's events become text. Names of items and tokens are
  /// looked up now, so the line reads as it would have at the moment of the event.
  public func traceLine(for event: SystemEvent.Kind) -> (process: String, message: String)? {
    switch event {
    case .note(let process, let message): (process, message)

    case .mainAppLaunched: ("app", "launches")
    case .mainAppForegrounded: ("app", "comes to the foreground")
    case .mainAppBackgrounded: ("app", "goes to the background")
    case .mainAppTerminated: ("app", "process ends")
    case .revocationObserved: ("app", "observes a revocation")
    case .mainAppObservedStatus: nil
    case .expiryMessagePosted(let exists):
      exists
        ? ("os", "posts TokenExpiryMessage")
        : ("os", "posts no TokenExpiryMessage: it does not exist before iOS 26.5")
    case .expiryMessageDelivered: ("app", "receives TokenExpiryMessage")
    case .mainAppProtectedDataAvailable:
      ("app", "receives protectedDataDidBecomeAvailable (first unlock)")

    case .authorizationRequested(let process, let member):
      (process.rawValue, "requestAuthorization(for: .\(member.rawValue))")
    case .promptAnswered(let answer, let member):
      switch answer {
      case .approve: (member == .child ? "guardian" : "user", "approves the prompt")
      case .approveWithDataAccess:
        (member == .child ? "guardian" : "user", "approves the prompt with data access")
      case .cancel: ("user", "cancels the prompt")
      case .decline: ("guardian", "declines the prompt")
      case nil: ("user", "dismisses a prompt that nobody answers")
      }
    case .promptShown(let member, let isUpgrade):
      (
        "system",
        (isUpgrade
          ? "shows the authorization prompt again, offering data access"
          : "shows the authorization prompt") + " (\(member.rawValue)); it stays on screen"
      )
    case .activityDataRead(let process, let kind, let items):
      (
        process.rawValue,
        "FamilyActivityData.\(kind): [\(items.map(inventory.name(of:)).joined(separator: ", "))]"
      )
    case .activityDataRefused(let process, let kind):
      (
        process.rawValue,
        "FamilyActivityData.\(kind) throws unauthorized: the app is not approved with data access"
      )
    case .promptDismissed(let reason): ("system", "the authorization prompt goes away: \(reason)")
    case .screenTimePasscodeSet(let gates):
      (
        "user",
        "sets a Screen Time passcode"
          + (gates
            ? ": turning an app's access off now asks for it"
            : " (it does not gate turning an app's access off on this release)")
      )
    case .authorizationApproved(let epoch, let withDataAccess):
      (
        "system",
        "authorization approved\(withDataAccess ? " with data access" : "") (epoch \(epoch))"
      )
    case .dataAccessWithoutEntitlement:
      (
        "system",
        "the app lacks the app-and-website-usage entitlement: approved without data access"
      )
    case .authorizationDenied: ("system", "authorization denied")
    case .authorizationRequestFailed(let process, let error):
      (process.rawValue, "requestAuthorization throws \(error.rawValue)")
    case .authorizationRequestSucceeded(let process):
      (process.rawValue, "requestAuthorization succeeds")
    case .revocationRequested(let process): (process.rawValue, "revokeAuthorization")
    case .authorizationRevoked(let status, let epoch):
      ("system", "authorization revoked: \(status.rawValue); tokens of epoch \(epoch) are void")

    case .tokenMinted, .tokensHandedOut, .tokenDecoded, .tokensRotated, .tokensExpired: nil
    case .tokensRotatedByUpdate: ("system", "every token rotates with the update")
    case .refreshFailed(let process, let failure):
      switch failure {
      case .unauthorized: (process.rawValue, "refresh throws: not authorized")
      case .invalidToken: (process.rawValue, "refresh throws: a token cannot be refreshed")
      }
    case .tokensRefreshed(let process, let changed, let count):
      (process.rawValue, "refresh: \(changed) of \(count) tokens replaced")
    case .pickerEmptied: ("system", "the picker returns an empty selection")
    case .pickerShowedNothing: ("system", "the picker shows nothing: the app is not authorized")
    case .pickerCrashed: ("system", "the picker crashes and closes without a selection")

    case .storeCreated: nil
    case .storeWritten(let process, let store, let before, let after, let clears):
      (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store): \(describe(after, since: before))"
      )
    case .storeActivated(let process, let store, let isActive):
      (process.rawValue, "store \(store) isActive = \(isActive)")
    case .storeDeleted(let process, let store, _): (process.rawValue, "deletes store \(store)")
    case .applicationSettingsWritten(let process, let store, let before, let after, let clears):
      (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store) application: "
          + describe(after, since: before)
      )
    case .webContentSettingsWritten(let process, let store, _, let after, let clears):
      (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store) webContent: \(describe(after))"
          + (!clears && after.disablesPrivateBrowsing ? " (Safari private browsing disabled)" : "")
      )
    case .groupSettingsWritten(let process, let store, let group, let before, let after, let clears):
      (
        process.rawValue,
        "\(clears ? "clears" : "writes") store \(store) \(group.rawValue): "
          + describe(group, after, since: before)
      )

    case .deviceLocked, .systemUpdated, .timeZoneChanged: nil
    case .deviceUnlocked: ("system", "the device is unlocked")
    case .appReinstalled:
      (
        "system",
        "the app is deleted and installed again: its authorization, stores, activities, App Group "
          + "and own container are gone"
      )
    case .appDeletionRefused:
      ("system", "deleting the app is refused: a store denies app removal, the app's own too")
    case .appGroupReadableAgain:
      ("system", "the App Group container is readable again (first unlock)")
    case .deviceRestarted:
      ("system", "the device is locked; the App Group container is unreadable until unlock")
    case .openedNormally(let item): ("system", "\(inventory.name(of: item)) opens normally")
    case .openRefused(let item, let store):
      switch item {
      case .web:
        (
          "system",
          "\(inventory.name(of: item)) does not load: the web content filter of store \(store) blocks it"
        )
      default:
        ("system", "\(inventory.name(of: item)) does not open: store \(store) blocks it (hidden)")
      }
    case .blockedItemClosed(let item):
      ("system", "\(inventory.name(of: item)) is now blocked: it closes, home screen")
    case .appRemoved(let item): ("system", "\(inventory.name(of: item)) is removed from the device")
    case .appRemovalRefused(let item):
      ("system", "removing \(inventory.name(of: item)) is refused: a store denies app removal")
    case .appInstalled(let item): ("system", "\(inventory.name(of: item)) is installed")
    case .appInstallationRefused(let item):
      (
        "system",
        "installing \(inventory.name(of: item)) is refused: a store denies app installation"
      )
    case .shieldRemoved(let item):
      ("system", "the shield over \(inventory.name(of: item)) goes away")
    case .shieldConfigurationRequested, .shieldConfigured, .shieldActionRequested: nil
    case .shieldConfigurationReused(let item):
      (
        "system",
        "reuses the configuration last shown over \(inventory.name(of: item)) without asking the "
          + "extension (FB14237883)"
      )
    case .shieldShown(let request, let appearance, let isSystemDefault, let reason, _):
      (
        "system",
        "shields \(inventory.name(of: request.item)) (\(request.cause.rawValue)): "
          + (isSystemDefault
            ? "system default shield, \(Self.describe(reason))" : appearance.summary)
      )
    case .submenuShown(let item, let items):
      (
        "system",
        "opens the secondary button's submenu (\(items) item\(items == 1 ? "" : "s")) on the shield "
          + "over \(inventory.name(of: item)): no action"
      )
    case .actionWithoutExtension: ("system", "the app has no shield action extension: closes")
    case .actionHandled: nil
    case .actionTimedOut(let timeout):
      ("system", "no completion within \(timeout): the response counts as .none")
    case .actionAnswered(_, let response): ("shield-action", "responds .\(response.rawValue)")
    case .openParentalControlsUnavailable(let version):
      ("system", ".openParentalControlsApp does not exist on iOS \(version): none")
    case .tapOutcome: nil
    case .itemClosed(let item): ("system", "closes \(inventory.name(of: item)): home screen")
    case .shieldRedrawn(let item):
      ("system", "redraws the shield over \(inventory.name(of: item))")
    case .shieldLifted(let item):
      ("system", "\(inventory.name(of: item)) is no longer shielded: it opens")
    case .mainAppOpenedOverShield: ("system", "opens the main app over the shield")

    case .invocationStarted, .invocationEnded: nil
    case .processKilled(let process, let reason): (process.rawValue, "killed: \(reason)")
    case .processCrashed(let process, let reason): (process.rawValue, "crashed: \(reason)")
    case .monitorKilledAfterCallback(let writes):
      ("monitor", "killed after the callback returned (\(writes) writes)")
    case .taskSleeping(let process, let until):
      (process.rawValue, "a task sleeps until \(formatTraceInstant(until))")
    case .tasksPendingAtProcessEnd(let process, let sleepingUntil):
      (
        process.rawValue,
        "process ends with unfinished tasks"
          + (sleepingUntil.isEmpty
            ? ""
            : " (sleeping until \(sleepingUntil.map(formatTraceInstant).joined(separator: ", ")))")
          + ": they never finish"
      )
    case .tasksResumedFromOtherThreads(let count):
      (
        "system",
        "\(count) job\(count == 1 ? "" : "s") of the app's tasks resumed from another thread: "
          + "the run's order depends on timing"
      )
    case .tasksDidNotSettle(let process, let jobs):
      (process.rawValue, "tasks still make work after \(jobs) jobs: the rest are dropped")
    case .authorizationStatusPublished(let status, let subscribers):
      (
        "app",
        "$authorizationStatus publishes \(status.rawValue) to \(subscribers) "
          + "subscriber\(subscribers == 1 ? "" : "s")"
      )

    case .diagnosticLogged(let record):
      (record.process.rawValue, "diagnostic \(record.code) \(record.renderedFields)")
    case .errorShown(let process, let code): (process.rawValue, "shows error \(code)")
    case .apiUnavailable(let process, let feature, let version):
      (
        process.rawValue,
        "\(feature.rawValue) is not available on iOS \(version) (from \(feature.introduced))"
      )

    case .appGroupReadFailed(let process, let key):
      (process.rawValue, "reads App Group \(key): unavailable before the first unlock")
    case .appGroupRead, .privateValueWritten: nil
    case .appGroupWriteRefused(let process, let key, let failure):
      switch failure {
      case .notPermitted: (process.rawValue, "writes App Group \(key): not permitted")
      case .unavailable:
        (process.rawValue, "writes App Group \(key): unavailable before the first unlock")
      }
    case .appGroupWritten(let process, let key, let bytes, _):
      (process.rawValue, "writes App Group \(key) (\(bytes.count) bytes)")
    case .appGroupRemoved(let process, let key): (process.rawValue, "removes App Group \(key)")

    case .backendRefused(let process, let request):
      (process.rawValue, "backend \(Self.describe(request)): no network in this extension")
    case .backendSent(let process, let request):
      (process.rawValue, "backend \(Self.describe(request)) sent")
    case .backendResponseDropped(let process):
      (process.rawValue, "backend response arrives after the process ended: dropped")
    case .backendFailed(let process, let request):
      (process.rawValue, "backend \(Self.describe(request)) fails: network error")
    case .backendFetched(let process, let key, let byteCount, _):
      (process.rawValue, "backend fetch \(key): " + (byteCount.map { "\($0) bytes" } ?? "none"))
    case .backendStored(let process, let key, let bytes, _):
      (process.rawValue, "backend stores \(key) (\(bytes.count) bytes)")
    case .backendRemoved(let process, let key): (process.rawValue, "backend removes \(key)")

    case .faultInjected, .faultFired: nil
    case .copyCorrupted(let location, let key, let damage):
      (location.rawValue, "corrupts \(key) (\(damage.rawValue))")
    case .schemaServed(let key, let version):
      ("backend", "serves \(key) with schemaVersion \(version)")
    case .copyLost(let key): ("appgroup", "loses \(key)")
    case .copyBloated(let key, let byteCount): ("appgroup", "bloats \(key) to \(byteCount) bytes")

    case .monitoringRequested, .callbackDue: nil
    case .activityReplacedDuringInterval(let name):
      ("system", "activity \(name) replaced during its interval")
    case .monitoringStarted(let process, let name, let next, let isMismatched, let events):
      (
        process.rawValue,
        "startMonitoring \(name) "
          + (isMismatched
            ? "(start and end components differ: it will never fire)"
            : "next interval "
              + (next.map { "\(formatTraceInstant($0.start))-\(formatTraceInstant($0.end))" }
                ?? "none"))
          + (events.isEmpty ? "" : " events \(events.joined(separator: ","))")
      )
    case .monitoringRefused(let process, let name, let failure):
      (process.rawValue, "startMonitoring \(name) throws \(failure.rawValue)")
    case .monitoringStopped(let process, let name): (process.rawValue, "stopMonitoring \(name)")
    case .intervalStarted(let name): ("system", "interval of \(name) starts")
    case .intervalEnded(let name): ("system", "interval of \(name) ends")
    case .activityFinished(let name): ("system", "activity \(name) finished")
    case .monitoringLapsed(let activities, let idle):
      (
        "system",
        "stops monitoring \(activities.count) activit\(activities.count == 1 ? "y" : "ies") without "
          + "a callback: the main app was not opened for \(idle)"
      )
    case .thresholdReached(let activity, let event, let threshold):
      ("system", "usage event \(event) of \(activity) reaches \(threshold)")
    case .thresholdWarningSkipped(let activity, let event):
      (
        "system",
        "does not deliver eventWillReachThresholdWarning \(event) for \(activity): its point had "
          + "passed when the event was registered"
      )
    case .callbackDropped(let callback): ("os", "drops \(callback.description)")
    case .callbackDelayed(let callback, let delay):
      ("os", "delays \(callback.description) by \(delay)")
    case .callbackWithheld(let callback):
      ("system", "does not deliver \(callback.description): authorization is not approved")
    case .callbackHeldWhileLocked(let callback):
      ("system", "holds \(callback.description) until the device is unlocked")
    case .callbackSkippedForSleptInterval(let callback):
      (
        "system",
        "does not deliver \(callback.description): the device was locked through the interval"
      )
    case .callbackHeldByFault(let callback): ("os", "holds \(callback.description)")
    case .callbackDelivered(let callback): ("monitor", callback.description)
    case .callbackRepeated(let callback, let activity):
      ("os", "repeats \(callback.rawValue) for \(activity)")
    case .thresholdEventsReleased(let count, let reversed):
      ("os", "releases \(count) threshold events" + (reversed ? " in reverse order" : ""))
    case .thresholdsFiredEarly(let trigger): ("os", "fires every threshold early at \(trigger)")
    }
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
      self.tokens.record(of: token).map { inventory.name(of: $0.item) } ?? "unknown"
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
}

import ScreenTimeModel
import SimulationEngine

/// Watches a simulated device and records the behaviour coverage points its run reaches.
///
/// An observer like the trace and the invariant checker: it reads the device's events on its
/// `DeviceView`, never acts on it and writes nothing into the record, so a run with coverage
/// prints the same trace and digest as one without. What a point means is decided here, from
/// the events alone: a token's match when the system asks about it (before the extension runs),
/// a callback's fate from what became of it between falling due and reaching the monitor.
public final class CoverageRecorder: SystemEventObserver {
  /// The points reached so far.
  public private(set) var covered: CoverageSet

  private let universe: CoverageUniverse
  /// The system's decision as last seen.
  private var decision: AuthorizationDecision?
  /// The release as last seen.
  private var version: SystemVersion?
  /// The configuration request being answered, with its kind and match as of the request.
  private var pendingShield:
    (request: ShieldConfigurationRequest, kind: TokenKind, match: TokenMatch)?
  /// Callbacks that fell due and are not yet delivered, with what happened to them.
  private var pendingCallbacks: [CallbackKey: CallbackHistory] = [:]
  /// How many intervals of each activity have ended.
  private var endedIntervals: [String: Int] = [:]
  /// The activities inside one of their intervals now.
  private var inInterval: Set<String> = []
  /// The repeated callback about to be delivered.
  private var repeating: (callback: MonitorCallback, activity: String)?
  /// The callback delivered last.
  private var monitorCallback: MonitorCallback?
  /// App Group keys whose copy a fault removed or grew, until they are written again.
  private var lostKeys: Set<String> = []
  private var bloatedKeys: Set<String> = []

  /// Identifies a callback between falling due and delivery.
  private struct CallbackKey: Hashable {
    var callback: MonitorCallback
    var activity: String
    var event: String?
    var subject: String?
    var interval: ActivitySchedule.Interval?

    init(_ callback: ScheduledCallback) {
      self.callback = callback.callback
      activity = callback.activity
      event = callback.event
      subject = callback.subject
      interval = callback.interval
    }
  }

  /// What happened to a callback since it fell due.
  private struct CallbackHistory {
    /// How many of its activity's intervals had ended when it fell due.
    var endedIntervals: Int
    var isDelayed = false
    var wasHeld = false
  }

  /// A recorder of the points of `universe`.
  public init(universe: CoverageUniverse = .standard) {
    self.universe = universe
    covered = CoverageSet(count: universe.count)
  }

  private func reach(_ point: CoveragePoint) {
    covered.insert(universe.index(of: point))
  }

  /// The device refused a step that needs `feature`, on a release without it.
  ///
  /// The runner refuses such steps before they reach the app, so no device event says so; it
  /// tells the recorder.
  public func stepRefused(needing feature: APIFeature) {
    reach(.versionGate(feature, .missing))
  }

  public func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    if version == nil {
      version = device.configuration.systemVersion
      decision = device.authorizationDecision
    }
    switch event.kind {
    // MARK: Faults
    case .faultInjected(let fault):
      reach(.fault(fault.kind.name, .injected))
    case .faultFired(let id):
      if let kind = device.faults.fault(id)?.kind {
        reach(.fault(kind.name, .tookEffect))
        switch kind {
        case .ignoreStores: reach(.store(.notEnforced))
        // Both take effect only as a callback is delivered, right after it.
        case .killMonitor:
          if let monitorCallback { reach(.callback(monitorCallback, .toKilledMonitor)) }
        case .limitMonitorMemory:
          if let monitorCallback { reach(.callback(monitorCallback, .toMemoryLimitedMonitor)) }
        default: break
        }
      }

    // MARK: Authorization
    case .authorizationApproved, .authorizationDenied, .authorizationRevoked, .appReinstalled,
      .promptAnswered, .dataAccessWithoutEntitlement, .authorizationRequestSucceeded,
      .systemUpdated, .deviceRestarted:
      let now = device.authorizationDecision
      if let decision, decision != now { reach(.authorization(from: decision, to: now)) }
      decision = now
      if case .systemUpdated(let newVersion, _) = event.kind { updated(to: newVersion) }
    case .authorizationRequestFailed(_, let code):
      reach(.authorizationFailure(code))
      if code == .unavailable, device.configuration.member == .individual,
        !APIFeature.individualAuthorization.isAvailable(on: device.systemVersion)
      {
        reach(.versionGate(.individualAuthorization, .missing))
      }
    case .expiryMessagePosted(exists: false):
      reach(.versionGate(.tokenExpiryMessage, .missing))

    // MARK: Shields
    case .shieldConfigurationRequested(let request):
      let (kind, match) = shieldKindAndMatch(request, on: device)
      pendingShield = (request, kind, match)
    case .shieldShown(let request, _, let isSystemDefault, let reason, let isGeneric):
      let answer: ShieldAnswer = isSystemDefault ? .systemDefault : isGeneric ? .generic : .custom
      // The match as of the request, before the extension ran; a shield shown without asking
      // the extension (it has none) is judged now.
      let (kind, match) =
        pendingShield.flatMap { $0.request == request ? ($0.kind, $0.match) : nil }
        ?? shieldKindAndMatch(request, on: device)
      pendingShield = nil
      reach(.shield(kind, match, answer))
      if isSystemDefault, let cause = reason.flatMap(Self.cause) {
        reach(.systemDefaultShield(cause))
      }
    case .shieldConfigurationReused:
      reach(.shieldReused)
    case .shieldActionRequested(let request):
      reach(.action(request.tokenKind, match(request.token, category: nil, on: device)))
      switch request.press {
      case .primary: reach(.press(.primary))
      case .secondary: reach(.press(.secondary))
      case .submenu: reach(.press(.submenuItem))
      }
    case .actionAnswered(_, let response):
      reach(.actionAnswer(response))
    case .actionWithoutExtension:
      reach(.press(.noExtension))
    case .actionTimedOut:
      reach(.press(.timedOut))
    case .submenuShown:
      reach(.press(.submenuShown))
    case .openParentalControlsUnavailable:
      reach(.press(.openParentalControlsUnavailable))
      reach(.versionGate(.openParentalControlsApp, .missing))

    // MARK: Stores
    case .storeCreated:
      reach(.store(.created))
      if device.managedSettings.stores.count > ModelOptions.settingCap {
        reach(.store(.storeCapPassed))
      }
    case .storeWritten(_, _, let before, let after, let clears):
      reach(.store(clears ? .cleared : .shieldsWritten))
      if before == after { reach(.store(.unchangedWrite)) }
      if (after.applications?.count ?? 0) > ModelOptions.settingCap
        || (after.webDomains?.count ?? 0) > ModelOptions.settingCap
      {
        reach(.store(.settingCapPassed))
      }
    case .storeActivated(_, _, let isActive):
      reach(.store(isActive ? .activated : .deactivated))
    case .storeDeleted:
      reach(.store(.deleted))
    case .applicationSettingsWritten(_, _, let before, let after, let clears):
      reach(.store(clears ? .cleared : .applicationWritten))
      if before == after { reach(.store(.unchangedWrite)) }
    case .webContentSettingsWritten(_, _, let before, let after, let clears):
      reach(.store(clears ? .cleared : .webContentWritten))
      if before == after { reach(.store(.unchangedWrite)) }
    case .groupSettingsWritten(_, _, _, let before, let after, let clears):
      reach(.store(clears ? .cleared : .otherGroupWritten))
      if before == after { reach(.store(.unchangedWrite)) }
    case .monitoringRefused(_, _, let failure):
      reach(.monitoringRefused(failure))

    // MARK: Versions
    case .apiUnavailable(_, let feature, _):
      reach(.versionGate(feature, .missing))

    // MARK: Callbacks
    case .intervalStarted(let activity):
      inInterval.insert(activity)
    case .intervalEnded(let activity):
      endedIntervals[activity, default: 0] += 1
      inInterval.remove(activity)
    case .callbackDue(let callback):
      pendingCallbacks[CallbackKey(callback)] = CallbackHistory(
        endedIntervals: endedIntervals[callback.activity, default: 0])
    case .callbackDelayed(let callback, _):
      pendingCallbacks[CallbackKey(callback)]?.isDelayed = true
    case .callbackDropped(let callback):
      settle(callback, .dropped)
    case .callbackWithheld(let callback):
      settle(callback, .withheld)
    case .callbackSkippedForSleptInterval(let callback):
      settle(callback, .skippedWhileLocked)
    case .callbackHeldWhileLocked(let callback):
      reach(.callback(callback.callback, .heldWhileLocked))
      pendingCallbacks[CallbackKey(callback)]?.wasHeld = true
    case .callbackHeldByFault(let callback):
      reach(.callback(callback.callback, .heldByFault))
      pendingCallbacks[CallbackKey(callback)]?.wasHeld = true
    case .callbackRepeated(let callback, let activity):
      repeating = (callback, activity)
    case .callbackDelivered(let callback):
      delivered(callback, at: device.now)

    // MARK: App Group
    case .appGroupReadFailed(let process, _):
      reach(.appGroup(.unreadable, process))
    case .appGroupRead(let process, let key, let byteCount, let isDamaged):
      if isDamaged { reach(.appGroup(.damaged, process)) }
      if byteCount == nil, lostKeys.contains(key) { reach(.appGroup(.lost, process)) }
      if byteCount != nil, bloatedKeys.contains(key) { reach(.appGroup(.bloated, process)) }
    case .appGroupWriteRefused(let process, _, let failure):
      if failure == .unavailable { reach(.appGroup(.writeUnavailable, process)) }
    case .copyLost(let key):
      lostKeys.insert(key)
      bloatedKeys.remove(key)
    case .copyBloated(let key, _):
      bloatedKeys.insert(key)
    case .appGroupWritten(_, let key, _, _), .appGroupRemoved(_, let key):
      lostKeys.remove(key)
      bloatedKeys.remove(key)

    default:
      break
    }
    return []
  }

  // MARK: - Judging

  /// The kind of `request` (the category when shielded through it) and the match of its
  /// tokens as of now.
  private func shieldKindAndMatch(
    _ request: ShieldConfigurationRequest, on device: any DeviceView
  ) -> (TokenKind, TokenMatch) {
    (
      request.cause == .category ? .category : request.kind,
      match(request.token, category: request.categoryToken, on: device)
    )
  }

  /// How `token` (and the category's token, when shielded through it) relates to the tokens
  /// the app holds: `==` to one, or not, with a working token of the item held or only void
  /// ones.
  private func match(_ token: OpaqueToken, category: OpaqueToken?, on device: any DeviceView)
    -> TokenMatch
  {
    let tokens = [token] + (category.map { [$0] } ?? [])
    if tokens.contains(where: device.isHeldByApp) { return .known }
    let held = tokens.compactMap { device.tokenRecord(of: $0)?.item }.flatMap {
      device.tokensGivenToApp(of: $0)
    }
    guard !held.isEmpty else { return .unknown }
    let works = held.contains { token in
      device.isHeldByApp(token) && !(device.tokenRecord(of: token)?.isExpired ?? true)
    }
    return works ? .unknown : .stale
  }

  private static func cause(of reason: SystemDefaultReason) -> SystemDefaultCause? {
    switch reason {
    case .noExtension: .noExtension
    case .crashed: .crashed
    case .notOverridden: nil
    case .tooSlow: .tooSlow
    }
  }

  /// The OS was updated to `newVersion`: the gates between the two releases are crossed.
  private func updated(to newVersion: SystemVersion) {
    if let old = version {
      for feature in APIFeature.allCases
      where old < feature.introduced && feature.introduced <= newVersion {
        reach(.versionGate(feature, .updateBrings))
      }
    }
    version = newVersion
  }

  /// A callback that fell due will never be delivered, for `fate`.
  private func settle(_ callback: ScheduledCallback, _ fate: CallbackFate) {
    reach(.callback(callback.callback, fate))
    pendingCallbacks[CallbackKey(callback)] = nil
  }

  /// A callback reached the monitor at `now`: on time, late, after its interval, or again.
  private func delivered(_ callback: ScheduledCallback, at now: SimulationInstant) {
    monitorCallback = callback.callback
    if let repeating, repeating.callback == callback.callback,
      repeating.activity == callback.activity
    {
      self.repeating = nil
      reach(.callback(callback.callback, .repeated))
      // A duplicate of an interval's callback delivered while no interval of its activity is
      // in progress comes after its interval.
      if !callback.callback.isEventCallback, callback.callback != .intervalDidEnd,
        !inInterval.contains(callback.activity)
      {
        reach(.callback(callback.callback, .afterInterval))
      }
      return
    }
    let key = CallbackKey(callback)
    let history = pendingCallbacks.removeValue(forKey: key)
    let isAfterInterval: Bool
    if callback.callback == .intervalDidEnd {
      isAfterInterval = false
    } else if let interval = callback.interval {
      isAfterInterval = now >= interval.end
    } else {
      isAfterInterval =
        endedIntervals[callback.activity, default: 0] > (history?.endedIntervals ?? Int.max)
    }
    let fate: CallbackFate =
      isAfterInterval
      ? .afterInterval
      : (history?.isDelayed ?? false) || (history?.wasHeld ?? false) ? .late : .onTime
    reach(.callback(callback.callback, fate))
  }
}

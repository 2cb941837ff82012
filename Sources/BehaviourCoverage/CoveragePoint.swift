import ScreenTimeModel

/// A device situation a scenario can reach: a fault taking effect, a callback delivered late, a
/// shield asked for an unknown category token and answered with the generic shield.
///
/// Code coverage says which lines ran; behaviour coverage says which situations of the device
/// the scenarios put the app in. The points are not listed by hand: each family is the product
/// of the model's own enumerations (``FaultKind/Name``, `MonitorCallback`, `TokenKind`,
/// `ShieldResponse`, `AuthorizationDecision`, `APIFeature`, `ProcessKind`, ...), so a case
/// added to the model is a point without further code. ``CoverageUniverse`` lists them all,
/// with the ones the model can never reach and why.
public enum CoveragePoint: Hashable, Sendable {
  /// A fault was injected (`injected`) or took effect (`tookEffect`).
  case fault(FaultKind.Name, FaultStage)
  /// A monitor callback met this fate.
  case callback(MonitorCallback, CallbackFate)
  /// The configuration extension was asked about a token of this kind and match, and this
  /// shield was shown.
  case shield(TokenKind, TokenMatch, ShieldAnswer)
  /// The system showed its default shield for this reason.
  case systemDefaultShield(SystemDefaultCause)
  /// `option frontmost-shield stale`: the configuration shown before was shown again without
  /// asking the extension.
  case shieldReused
  /// A press passed the action extension a token of this kind and match.
  case action(TokenKind, TokenMatch)
  /// The system took this answer to a press.
  case actionAnswer(ShieldResponse)
  /// A press on a shield, or what became of it.
  case press(PressOutcome)
  /// The system's authorization decision went from one value to another.
  case authorization(from: AuthorizationDecision, to: AuthorizationDecision)
  /// A request for authorization threw this error.
  case authorizationFailure(FamilyControlsErrorCode)
  /// A store operation, or a cap passed.
  case store(StoreOperation)
  /// `startMonitoring` threw this error (`excessiveActivities` is the 20-activity cap).
  case monitoringRefused(MonitoringFailure)
  /// A version gate: a feature called on a release without it, or an update that brings it.
  case versionGate(APIFeature, GateCrossing)
  /// A process met this App Group problem.
  case appGroup(AppGroupProblem, ProcessKind)

  /// The point's stable name, as reports and `--format json` give it:
  /// `shield.category.unknown.generic`.
  public var id: String {
    switch self {
    case .fault(let name, let stage): "fault.\(name.rawValue).\(stage.rawValue)"
    case .callback(let callback, let fate): "callback.\(callback.rawValue).\(fate.rawValue)"
    case .shield(let kind, let match, let answer):
      "shield.\(kind.rawValue).\(match.rawValue).\(answer.rawValue)"
    case .systemDefaultShield(let cause): "shield.system-default.\(cause.rawValue)"
    case .shieldReused: "shield.reused"
    case .action(let kind, let match): "action.\(kind.rawValue).\(match.rawValue)"
    case .actionAnswer(let response): "action.answer.\(response.rawValue)"
    case .press(let outcome): "action.\(outcome.rawValue)"
    case .authorization(let from, let to): "authorization.\(from.rawValue).to.\(to.rawValue)"
    case .authorizationFailure(let code): "authorization.request-throws.\(code.rawValue)"
    case .store(let operation): "store.\(operation.rawValue)"
    case .monitoringRefused(let failure): "monitoring.refused.\(failure.rawValue)"
    case .versionGate(let feature, let crossing): "version.\(feature.key).\(crossing.rawValue)"
    case .appGroup(let problem, let process): "appgroup.\(problem.rawValue).\(process.rawValue)"
    }
  }

  /// The family the point belongs to, for grouping in reports.
  public var family: CoverageFamily {
    switch self {
    case .fault: .faults
    case .callback: .callbacks
    case .shield, .systemDefaultShield, .shieldReused: .shields
    case .action, .actionAnswer, .press: .actions
    case .authorization, .authorizationFailure: .authorization
    case .store, .monitoringRefused: .stores
    case .versionGate: .versions
    case .appGroup: .appGroup
    }
  }
}

/// The families of coverage points, in report order.
public enum CoverageFamily: String, CaseIterable, Sendable {
  case faults
  case callbacks
  case shields
  case actions
  case authorization
  case stores
  case versions
  case appGroup = "app-group"

  /// The family's heading in reports.
  public var title: String {
    switch self {
    case .faults: "Faults injected and taking effect"
    case .callbacks: "Monitor callbacks and their fates"
    case .shields: "Shield configuration requests by token kind, match and answer"
    case .actions: "Shield actions by token kind and match, their answers and presses"
    case .authorization: "Authorization transitions and request errors"
    case .stores: "Store operations, caps and monitoring refusals"
    case .versions: "Version gates"
    case .appGroup: "App Group problems by process"
    }
  }
}

/// Whether a fault was only injected or also took effect.
public enum FaultStage: String, CaseIterable, Sendable {
  case injected
  case tookEffect = "took-effect"
}

/// What became of a monitor callback that fell due.
public enum CallbackFate: String, CaseIterable, Sendable {
  /// Delivered when it fell due.
  case onTime = "on-time"
  /// Delivered later than it fell due, before its interval ended.
  case late
  /// Delivered at or after the end of the interval it belongs to (an `intervalDidEnd` only
  /// when it is also late).
  case afterInterval = "after-interval"
  /// Delivered again (`os repeats`).
  case repeated
  /// Held until the device is unlocked.
  case heldWhileLocked = "held-while-locked"
  /// Held, then not delivered: the device stayed locked through its whole interval.
  case skippedWhileLocked = "skipped-while-locked"
  /// Held by `os holds threshold events`.
  case heldByFault = "held-by-fault"
  /// Dropped by a fault.
  case dropped
  /// Not delivered: the app is not authorized.
  case withheld
  /// Delivered to a monitor that `os kills monitor on next callback` kills, at its write or
  /// after it returns.
  case toKilledMonitor = "to-killed-monitor"
  /// Delivered to a monitor under the memory ceiling of `os limits monitor memory`.
  case toMemoryLimitedMonitor = "to-memory-limited-monitor"
}

/// How the token the system passes to an extension relates to the tokens the app holds.
///
/// A token *works* when it belongs to the current authorization and has not expired.
public enum TokenMatch: String, CaseIterable, Sendable {
  /// The app holds this very token (or, shielded through a category, the category's).
  case known
  /// The app holds no token `==` to it: it holds another working token of the item, which
  /// drifted (FB14111223, an update that rotates tokens), or none at all.
  case unknown
  /// The app holds tokens of the item, but only void ones: expired, or from an earlier
  /// authorization.
  case stale
}

/// What the system showed for a configuration request.
public enum ShieldAnswer: String, CaseIterable, Sendable {
  /// The app's own configuration, not its generic shield.
  case custom
  /// The app's generic shield, the one for tokens it does not know.
  case generic
  /// The system's default shield.
  case systemDefault = "system-default"
}

/// Why the system showed its default shield.
///
/// An extension that does not override a configuration method also gets the default; that is
/// a property of the app's code, not a situation of the device, and not a point.
public enum SystemDefaultCause: String, CaseIterable, Sendable {
  case noExtension = "no-extension"
  case crashed
  case tooSlow = "too-slow"
}

/// A press on a shield and what became of it, apart from the answer.
public enum PressOutcome: String, CaseIterable, Sendable {
  case primary = "press.primary"
  case secondary = "press.secondary"
  case submenuItem = "press.submenu-item"
  /// The secondary button opened the submenu (26.4+).
  case submenuShown = "submenu-shown"
  /// The app has no action extension: the press closes.
  case noExtension = "no-extension"
  /// The handler did not call its completion in time.
  case timedOut = "timed-out"
  /// `.openParentalControlsApp` on a release without it: counted as `.none`.
  case openParentalControlsUnavailable = "open-parental-controls-unavailable"
}

/// A store operation or a cap.
public enum StoreOperation: String, CaseIterable, Sendable {
  case created
  case shieldsWritten = "shields-written"
  case cleared
  case activated
  case deactivated
  case deleted
  case applicationWritten = "application-written"
  case webContentWritten = "web-content-written"
  case otherGroupWritten = "other-group-written"
  /// A write that changed nothing.
  case unchangedWrite = "unchanged-write"
  /// A store past the 50th.
  case storeCapPassed = "store-cap-passed"
  /// A shield setting with more than 50 tokens.
  case settingCapPassed = "setting-cap-passed"
  /// The system does not enforce a store (`os ignores store`).
  case notEnforced = "not-enforced"
}

/// How a scenario met a version gate.
public enum GateCrossing: String, CaseIterable, Sendable {
  /// The feature was needed on a release without it: the device refused a step that needs it
  /// (`expect refused unavailable`), the system had no such thing to give (a
  /// `TokenExpiryMessage` before 26.5), or app code called it (`api.unavailable`).
  case missing
  /// An OS update brought the feature to the device.
  case updateBrings = "update-brings"
}

/// An App Group problem a process met.
public enum AppGroupProblem: String, CaseIterable, Sendable {
  /// A read failed: the container is unreadable before the first unlock.
  case unreadable
  /// A read returned a value a fault damaged.
  case damaged
  /// A read found nothing where a fault removed the copy.
  case lost
  /// A read returned a copy a fault grew.
  case bloated
  /// A write was refused: the container is unavailable.
  ///
  /// A configuration extension's writes are refused as not permitted; whether it tries is a
  /// property of the app's code, not a situation of the device, and not a point.
  case writeUnavailable = "write-unavailable"
}

extension APIFeature {
  /// The feature's short name for point identifiers: `token-refresh`.
  public var key: String {
    switch self {
    case .screenTimeFrameworks: "screen-time"
    case .individualAuthorization: "individual-authorization"
    case .namedStores: "named-stores"
    case .clearAllSettings: "clear-all-settings"
    case .includesPastActivity: "includes-past-activity"
    case .shieldSubmenu: "shield-submenu"
    case .dataAccessAuthorization: "data-access"
    case .familyActivityData: "family-activity-data"
    case .tokenRefresh: "token-refresh"
    case .tokenExpiryMessage: "token-expiry-message"
    case .openParentalControlsApp: "open-parental-controls-app"
    case .storeIsActive: "store-is-active"
    case .storeEnumeration: "store-enumeration"
    case .deleteStore: "delete-store"
    }
  }
}

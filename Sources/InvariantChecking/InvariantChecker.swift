import ScreenTimeModel
import SimulationEngine

/// Checks the invariants of spec 4.7 by watching a simulated device.
///
/// The checker is an observer: it reads the device's events on its ``DeviceView``, keeps each
/// rule's own state, and records a ``Violation`` the moment a rule breaks, returning its `check`
/// line for the run's record. The device does not know it is being checked. Rules that depend on the app's design take
/// what they need from ``AppConventions``; the rest hold for any app.
public final class InvariantChecker: SystemEventObserver {
  /// Every violation so far, in order.
  public private(set) var violations: [Violation] = []

  private let conventions: AppConventions
  /// The profile the app's naming gives a store, if its name says.
  private let storeOwner: (String) -> String?
  private var operationKinds: [Int: OperationKind] = [:] {
    didSet { lastOperationKind = nil }
  }
  /// The kind of the operation last asked about: the events of one operation come together.
  private var lastOperationKind: (operation: Int, kind: OperationKind)?
  /// Every rule's state, in one value so that judging an event is one access to the checker.
  private var rules = Rules()
  /// The rules judged; the others are never asked.
  private let judged: Rules.Interest
  /// The profiles the user blocked by hand and has not unblocked, disabled or deleted since.
  private var blockedByHand: Set<String> = []

  /// The rules judged on every event, each with its own state.
  private struct Rules {
    var unknownTokenShield = UnknownTokenShieldRule()
    var unknownTokenAction = UnknownTokenActionRule()
    var completionOnce = CompletionOnceRule()
    var profileIsolation = ProfileIsolationRule()
    var tokenRedaction = TokenRedactionRule()
    var revocationReselect = RevocationReselectRule()
    var decodeNotExpiry = DecodeNotExpiryRule()
    var noCrash = NoCrashRule()
    var unknownTokenInert = UnknownTokenInertRule()

    /// The rules that judge events of the kind of `event`: most events (callbacks, intervals,
    /// invocations) concern none, and a rule need not be asked about an event it ignores.
    static func interested(in event: SystemEvent.Kind) -> Interest {
      switch event {
      case .storeWritten, .storeDeleted: [.profileIsolation, .unknownTokenInert]
      case .storeActivated, .applicationSettingsWritten, .webContentSettingsWritten,
        .groupSettingsWritten, .monitoringRequested, .monitoringStopped, .appGroupWritten,
        .appGroupRemoved, .backendSent:
        .unknownTokenInert
      case .invocationEnded: [.profileIsolation, .unknownTokenInert]
      case .shieldActionRequested: [.unknownTokenAction, .unknownTokenInert]
      case .actionAnswered: .unknownTokenAction
      case .shieldConfigurationRequested, .shieldConfigured: .unknownTokenShield
      case .actionHandled: .completionOnce
      case .processCrashed: .noCrash
      case .revocationObserved: .revocationReselect
      case .tokenMinted: .tokenRedaction
      case .diagnosticLogged: [.tokenRedaction, .decodeNotExpiry]
      case .appGroupReadFailed, .appGroupRead, .backendFailed, .backendFetched,
        .expiryMessageDelivered, .errorShown:
        .decodeNotExpiry
      default: []
      }
    }

    /// The rules that judge `invariants`.
    static func judging(_ invariants: Set<Invariant>) -> Interest {
      var rules: Interest = []
      for invariant in invariants {
        switch invariant {
        case .unknownTokenShield: rules.insert(.unknownTokenShield)
        case .unknownTokenAction: rules.insert(.unknownTokenAction)
        case .completionOnce: rules.insert(.completionOnce)
        case .profileIsolation: rules.insert(.profileIsolation)
        case .tokenRedaction: rules.insert(.tokenRedaction)
        case .revocationReselect: rules.insert(.revocationReselect)
        case .decodeNotExpiry: rules.insert(.decodeNotExpiry)
        case .noCrash: rules.insert(.noCrash)
        case .unknownTokenInert: rules.insert(.unknownTokenInert)
        }
      }
      return rules
    }

    /// A set of the rules, as ``interested(in:)`` names those an event concerns.
    struct Interest: OptionSet {
      let rawValue: UInt16
      static let unknownTokenShield = Interest(rawValue: 1 << 0)
      static let unknownTokenAction = Interest(rawValue: 1 << 1)
      static let completionOnce = Interest(rawValue: 1 << 2)
      static let profileIsolation = Interest(rawValue: 1 << 3)
      static let tokenRedaction = Interest(rawValue: 1 << 4)
      static let revocationReselect = Interest(rawValue: 1 << 5)
      static let decodeNotExpiry = Interest(rawValue: 1 << 6)
      static let noCrash = Interest(rawValue: 1 << 7)
      static let unknownTokenInert = Interest(rawValue: 1 << 8)
    }

    /// What each rule of `interest` found in `event`, in the rules' order; empty when nothing
    /// broke.
    mutating func observe(_ event: SystemEvent, _ context: CheckContext, _ interest: Interest)
      -> [(invariant: Invariant, reasons: [String])]
    {
      var found: [(invariant: Invariant, reasons: [String])] = []
      func note(_ invariant: Invariant, _ reasons: [String]) {
        if !reasons.isEmpty { found.append((invariant, reasons)) }
      }
      if interest.contains(.unknownTokenShield) {
        note(.unknownTokenShield, unknownTokenShield.observe(event, context))
      }
      if interest.contains(.unknownTokenAction) {
        note(.unknownTokenAction, unknownTokenAction.observe(event, context))
      }
      if interest.contains(.completionOnce) {
        note(.completionOnce, completionOnce.observe(event, context))
      }
      if interest.contains(.profileIsolation) {
        note(.profileIsolation, profileIsolation.observe(event, context))
      }
      if interest.contains(.tokenRedaction) {
        note(.tokenRedaction, tokenRedaction.observe(event, context))
      }
      if interest.contains(.revocationReselect) {
        note(.revocationReselect, revocationReselect.observe(event, context))
      }
      if interest.contains(.decodeNotExpiry) {
        note(.decodeNotExpiry, decodeNotExpiry.observe(event, context))
      }
      if interest.contains(.noCrash) { note(.noCrash, noCrash.observe(event, context)) }
      if interest.contains(.unknownTokenInert) {
        note(.unknownTokenInert, unknownTokenInert.observe(event, context))
      }
      return found
    }
  }

  /// A checker for an app of `conventions`; `storeOwner` names the profile a store belongs to
  /// by the app's naming (`rule-<uuid>` of a profile's identifier), when its name says.
  ///
  /// Only the invariants in `judging` are checked: a run that only compares what the user sees
  /// with another run leaves the rest out. Judging revocation-reselect asks the app's code
  /// (``finishStep(profiles:on:isReady:)``), so a run that must go as a judged one does keeps it.
  public init(
    conventions: AppConventions, storeOwner: @escaping (String) -> String? = { _ in nil },
    judging invariants: Set<Invariant> = Set(Invariant.allCases)
  ) {
    self.conventions = conventions
    self.storeOwner = storeOwner
    judged = Rules.judging(invariants)
  }

  /// Says what the operation of a step, `cause`, does, for profile-isolation.
  ///
  /// A step that starts a profile's session (`.starting`) leaves it blocked by hand until a step
  /// unblocks, disables or deletes that profile.
  public func beginOperation(_ cause: Cause, kind: OperationKind) {
    operationKinds[cause.operation] = kind
    guard let profile = cause.subject else { return }
    switch kind {
    case .starting: blockedByHand.insert(profile)
    case .unblocking, .disabling, .deleting: blockedByHand.remove(profile)
    case .general, .ending, .stopping: break
    }
  }

  /// The user picked a non-empty selection for `profile` (revocation-reselect).
  public func userPicked(profile: String, on device: any DeviceView) {
    rules.revocationReselect.notePick(profile, at: device.now)
  }

  /// Checks the rules judged between steps; returns the `check` lines of what broke, for the
  /// record of the run.
  ///
  /// After a revocation the app observed, no profile reads `ready` before a new pick;
  /// `isReady` asks the app.
  public func finishStep(
    profiles: [String], on device: any DeviceView, isReady: (String) -> Bool
  ) -> [ObserverNote] {
    guard judged.contains(.revocationReselect) else { return [] }
    // The app is asked before the rule updates: reading its state may run its code.
    let ready = rules.revocationReselect.candidates(profiles).filter(isReady)
    var notes: [ObserverNote] = []
    report(
      .revocationReselect, rules.revocationReselect.report(readyProfiles: ready), device, &notes)
    return notes
  }

  public func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    if case .invocationStarted(.monitor, let callback?) = event.kind {
      let kind: OperationKind =
        switch callback.callback {
        case .intervalDidEnd: .ending
        case .intervalDidStart: .starting
        default: .general
        }
      // An operation with no kind is general: a long run need not remember every callback's.
      if kind != .general || operationKinds[event.cause.operation] != nil {
        operationKinds[event.cause.operation] = kind
      }
    }
    let interest = Rules.interested(in: event.kind).intersection(judged)
    guard !interest.isEmpty else { return [] }
    let context = CheckContext(
      device: device, conventions: conventions,
      operationKind: kind(of: event.cause.operation), storeOwner: storeOwner,
      blockedByHand: blockedByHand)
    var notes: [ObserverNote] = []
    for (invariant, reasons) in rules.observe(event, context, interest) {
      report(invariant, reasons, device, &notes)
    }
    return notes
  }

  /// What `operation` does; `.general` unless said otherwise.
  private func kind(of operation: Int) -> OperationKind {
    if let last = lastOperationKind, last.operation == operation { return last.kind }
    let kind = operationKinds[operation] ?? .general
    lastOperationKind = (operation, kind)
    return kind
  }

  /// Records a violation of `invariant` for each of `reasons`, as of now on `device`, and adds
  /// its `check` line to `notes`.
  private func report(
    _ invariant: Invariant, _ reasons: [String], _ device: any DeviceView,
    _ notes: inout [ObserverNote]
  ) {
    guard !reasons.isEmpty else { return }
    for reason in reasons {
      violations.append(
        Violation(
          invariant: invariant, instant: device.now, cause: device.currentCause, reason: reason))
      notes.append(
        ObserverNote(process: "check", message: "violation of \(invariant.rawValue): \(reason)"))
    }
  }
}

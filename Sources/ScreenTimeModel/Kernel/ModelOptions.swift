import SimulationEngine

/// The model's knobs for behaviour Apple does not document (spec section 8).
public struct ModelOptions: Hashable, Sendable {
  /// What tokens the app saved before an `os rotates` do.
  public enum Rotation: String, CaseIterable, Hashable, Sendable {
    /// Saved tokens still shield and still show their label.
    case keepsOld = "keeps-old"
    /// Saved tokens stop working.
    case invalidatesOld = "invalidates-old"
  }

  /// What an app process observes after authorization is revoked in Settings.
  public enum RevokedStatus: String, CaseIterable, Hashable, Sendable {
    case denied
    case notDetermined
  }

  /// What a store does with a token set of more than 50 tokens.
  public enum TokenCap: String, CaseIterable, Hashable, Sendable {
    /// The whole set shields nothing.
    case ignoreSet = "ignore-set"
    /// The first 50 tokens, in byte order, shield; the rest do not.
    case truncate
    /// Every token shields.
    case accept
  }

  /// What the system does with an app's stores past the 50th.
  public enum StoreCap: String, CaseIterable, Hashable, Sendable {
    /// Stores created after the 50th are not enforced.
    case ignoreStore = "ignore-store"
    /// Every store is enforced.
    case accept
  }

  /// What becomes of an occurrence of a schedule that the hour skipped when daylight saving
  /// starts swallows: its start, moved past the gap, comes at or after its end.
  public enum DaylightGap: String, CaseIterable, Hashable, Sendable {
    /// That night's occurrence does not happen; the schedule recurs as usual.
    case skip
    /// The occurrence starts past the gap and lasts its usual length.
    case keepLength = "keep-length"
  }

  /// What becomes of the callbacks of an interval the device was locked through.
  public enum SleptInterval: String, CaseIterable, Hashable, Sendable {
    /// None is delivered, as Apple documents: only use during the interval delivers them.
    case skip
    /// They are delivered, late, at the next unlock, as some forum reports describe.
    case deliverLate = "deliver-late"
  }

  /// Whether usage reaching a threshold at the very instant its interval ends fires.
  public enum ThresholdAtEnd: String, CaseIterable, Hashable, Sendable {
    /// It does not: the interval ends first (an interval excludes its end).
    case drop
    /// It does, just before the interval's end.
    case fire
  }

  /// On which versions `os fires thresholds early` takes effect.
  public enum EarlyThresholds: String, CaseIterable, Hashable, Sendable {
    /// On every version (reports of instant thresholds go back to iOS 16).
    case anyVersion = "any-version"
    /// Only from iOS 26.2, where FB21267341 was reported; before it the fault stays armed.
    case from26Point2 = "from-26.2"
  }

  /// What a shield shows when the item in front becomes shielded.
  public enum FrontmostShield: String, CaseIterable, Hashable, Sendable {
    /// The configuration extension is asked, as for any shield.
    case fresh
    /// The configuration shown the last time the item was shielded is shown again, without
    /// asking the extension (FB14237883).
    case stale
  }

  /// What a revocation does to an authorization prompt still on screen.
  public enum PromptRevocation: String, CaseIterable, Hashable, Sendable {
    /// The system takes the prompt away: the request throws `authorizationCanceled`.
    case dismisses
    /// The prompt stays on screen; its answer decides.
    case keeps
  }

  /// How an app approved without data access comes to hold it (iOS 26.4).
  public enum DataAccessUpgrade: String, CaseIterable, Hashable, Sendable {
    /// Only through a new approval (after a revocation or a reinstall): a request while
    /// approved shows no prompt, as Apple documents for requests while approved.
    case reapproval
    /// A request the user makes while approved without data access shows the prompt again, and
    /// approving it with data access upgrades the approval (same tokens).
    case prompt
  }

  /// From which release a Screen Time passcode gates turning an app's access off in Settings.
  public enum PasscodeGate: String, CaseIterable, Hashable, Sendable {
    /// iOS 26.4, as a report of that release says.
    case from26Point4 = "from-26.4"
    /// iOS 27, as a later report says.
    case from27 = "from-27.0"

    /// The first release with the gate.
    public var introduced: SystemVersion {
      self == .from26Point4 ? SystemVersion(26, 4) : SystemVersion(27, 0)
    }
  }

  /// Whether a store's `denyAppRemoval` keeps the user from deleting the app under test itself.
  public enum SelfRemoval: String, CaseIterable, Hashable, Sendable {
    /// It does: developers rely on it to keep their own app (forum thread 729637).
    case denied
    /// It does not: only other apps are kept.
    case allowed
  }

  /// Whether usage of a web domain an app declares as its own counts for the app's usage events
  /// and the other way round.
  public enum AssociatedDomains: String, CaseIterable, Hashable, Sendable {
    /// It counts both ways, as Apple documents for "a small subset of popular App Store apps".
    case count
    /// It does not count.
    case ignore
  }

  /// How the length `startMonitoring` checks against 15 minutes and a week is measured.
  public enum IntervalLength: String, CaseIterable, Hashable, Sendable {
    /// Real elapsed time: a wall-clock week across the night daylight saving ends is an hour
    /// longer than a week.
    case elapsed
    /// Wall-clock time: the local clock's difference, whatever daylight saving does.
    case wallClock = "wall-clock"
  }

  /// What becomes of an event's threshold warning whose point had already passed when the
  /// event was registered (counted usage already at `threshold - warningTime`).
  public enum PassedWarning: String, CaseIterable, Hashable, Sendable {
    /// It is delivered at once, as a start warning already passed is (measured on a device).
    case deliver
    /// It is not delivered; only the threshold is.
    case skip
  }

  public var rotation: Rotation = .keepsOld
  public var revokedStatus: RevokedStatus = .denied
  public var tokenCap: TokenCap = .ignoreSet
  public var storeCap: StoreCap = .ignoreStore
  /// How long after a schedule boundary a monitor callback falls due.
  public var callbackLatency: SimulationDuration = .zero
  /// How long the system waits for the shield configuration extension.
  public var configTimeout: SimulationDuration = .seconds(5)
  /// How long the system waits for an action handler's completion.
  public var actionTimeout: SimulationDuration = .seconds(5)
  /// The monitor extension's memory ceiling in bytes.
  public var monitorMemory: Int = 6 * 1_024 * 1_024
  /// What becomes of an occurrence the skipped hour of a daylight-saving night swallows.
  public var dstGap: DaylightGap = .skip
  /// What becomes of the callbacks of an interval the device was locked through.
  public var sleptInterval: SleptInterval = .skip
  /// How long after its boundary `intervalDidStart` falls due; `nil` uses `callbackLatency`.
  public var startLatency: SimulationDuration?
  /// How long after its boundary `intervalDidEnd` falls due; `nil` uses `callbackLatency`.
  public var endLatency: SimulationDuration?
  /// Whether usage reaching a threshold at the very instant its interval ends fires.
  public var thresholdAtEnd: ThresholdAtEnd = .drop
  /// On which versions `os fires thresholds early` takes effect.
  public var earlyThresholds: EarlyThresholds = .anyVersion
  /// What a shield shows when the item in front becomes shielded.
  public var frontmostShield: FrontmostShield = .fresh
  /// How long monitoring survives without the main app coming to the foreground; `nil` is
  /// forever.
  public var idleStop: SimulationDuration?
  /// What a revocation does to an authorization prompt still on screen.
  public var promptRevocation: PromptRevocation = .dismisses
  /// How an app approved without data access comes to hold it.
  public var dataAccessUpgrade: DataAccessUpgrade = .reapproval
  /// From which release a Screen Time passcode gates turning access off.
  public var passcodeGate: PasscodeGate = .from26Point4
  /// Whether `denyAppRemoval` keeps the app under test itself.
  public var selfRemoval: SelfRemoval = .denied
  /// Whether usage of an app's declared web domains counts for it and the other way round.
  public var associatedDomains: AssociatedDomains = .count
  /// How `startMonitoring` measures an interval's length.
  public var intervalLength: IntervalLength = .elapsed
  /// What becomes of a threshold warning already passed at registration.
  public var passedWarning: PassedWarning = .deliver

  /// How long after its boundary `callback` falls due.
  public func latency(of callback: MonitorCallback) -> SimulationDuration {
    switch callback {
    case .intervalDidStart: startLatency ?? callbackLatency
    case .intervalDidEnd: endLatency ?? callbackLatency
    default: callbackLatency
    }
  }

  /// The defaults of spec section 8.
  public init() {}

  /// The keys of spec section 8, in its order.
  public static let allKeys = [
    "rotation", "revoked-status", "token-cap", "store-cap", "callback-latency", "config-timeout",
    "action-timeout", "monitor-memory", "dst-gap",
    "slept-interval", "start-latency", "end-latency", "threshold-at-end", "early-thresholds",
    "frontmost-shield", "idle-stop", "prompt-revocation", "data-access-upgrade", "passcode-gate",
    "self-removal", "associated-domains", "interval-length", "passed-warning",
  ]

  /// The most tokens one shield setting enforces, and the most stores enforced.
  public static let settingCap = 50
}

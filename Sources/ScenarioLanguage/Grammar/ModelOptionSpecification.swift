import ScreenTimeModel
import SimulationEngine

/// One `option <key> <value>` knob of spec section 8: its values, its default and its effect.
///
/// ``all`` is the one list of options; the parser, `stsim list options` and the language
/// reference are all generated from it.
public struct ModelOptionSpecification: Sendable {
  /// What values an option takes.
  public enum Values: Sendable, Equatable {
    /// One of these words.
    case choice([String])
    /// A duration.
    case duration
    /// A size.
    case size
    /// `off`, or a duration.
    case durationOrOff
  }

  /// A value given to an option, read from its word.
  package enum Value: Sendable, Equatable {
    case word(String)
    case duration(SimulationDuration)
    case size(Int)
  }

  /// The option's key, for example `rotation`.
  public let key: String
  /// The values it takes.
  public let values: Values
  /// What the option controls, one line.
  public let summary: String
  /// The default value as written in a scenario.
  public let defaultValue: String
  package let apply: @Sendable (inout ModelOptions, Value) -> Void

  /// An option whose values are the raw values of an enumeration.
  package static func choice<Option: RawRepresentable & CaseIterable & Sendable>(
    _ key: String, _ summary: String, read: @Sendable (ModelOptions) -> Option,
    write: @escaping @Sendable (inout ModelOptions, Option) -> Void
  ) -> Self where Option.RawValue == String {
    ModelOptionSpecification(
      key: key, values: .choice(Option.allCases.map(\.rawValue)), summary: summary,
      defaultValue: read(ModelOptions()).rawValue,
      apply: { options, value in
        if case .word(let word) = value, let option = Option(rawValue: word) {
          write(&options, option)
        }
      })
  }

  /// An option whose value is a duration.
  package static func duration(
    _ key: String, _ summary: String, read: @Sendable (ModelOptions) -> SimulationDuration,
    write: @escaping @Sendable (inout ModelOptions, SimulationDuration) -> Void
  ) -> Self {
    ModelOptionSpecification(
      key: key, values: .duration, summary: summary, defaultValue: read(ModelOptions()).description,
      apply: { options, value in
        if case .duration(let duration) = value { write(&options, duration) }
      })
  }

  /// An option whose value is a duration, unset unless given: `unset` says what applies then.
  package static func optionalDuration(
    _ key: String, _ summary: String, unset: String,
    write: @escaping @Sendable (inout ModelOptions, SimulationDuration) -> Void
  ) -> Self {
    ModelOptionSpecification(
      key: key, values: .duration, summary: summary, defaultValue: unset,
      apply: { options, value in
        if case .duration(let duration) = value { write(&options, duration) }
      })
  }

  /// An option whose value is `off` (the default) or a duration.
  package static func durationOrOff(
    _ key: String, _ summary: String,
    write: @escaping @Sendable (inout ModelOptions, SimulationDuration?) -> Void
  ) -> Self {
    ModelOptionSpecification(
      key: key, values: .durationOrOff, summary: summary, defaultValue: "off",
      apply: { options, value in
        switch value {
        case .duration(let duration): write(&options, duration)
        case .word: write(&options, nil)
        case .size: break
        }
      })
  }

  /// An option whose value is a size in bytes.
  package static func size(
    _ key: String, _ summary: String, read: @Sendable (ModelOptions) -> Int,
    write: @escaping @Sendable (inout ModelOptions, Int) -> Void
  ) -> Self {
    ModelOptionSpecification(
      key: key, values: .size, summary: summary,
      defaultValue: Literal.sizeDescription(read(ModelOptions())),
      apply: { options, value in
        if case .size(let bytes) = value { write(&options, bytes) }
      })
  }

  /// Every option, in the order of spec section 8.
  public static let all: [ModelOptionSpecification] = [
    .choice(
      "rotation",
      "after `os rotates`: `keeps-old` (saved tokens still shield and show their label) or "
        + "`invalidates-old` (saved tokens stop working)",
      read: \.rotation, write: { $0.rotation = $1 }),
    .choice(
      "revoked-status",
      "the status an app process observes after authorization is revoked in Settings",
      read: \.revokedStatus, write: { $0.revokedStatus = $1 }),
    .choice(
      "token-cap",
      "a token set of more than 50 tokens: `ignore-set` (the whole set shields nothing), "
        + "`truncate` (the first 50 in byte order shield) or `accept`",
      read: \.tokenCap, write: { $0.tokenCap = $1 }),
    .choice(
      "store-cap",
      "an app's stores past the 50th: `ignore-store` (not enforced) or `accept`",
      read: \.storeCap, write: { $0.storeCap = $1 }),
    .duration(
      "callback-latency", "how long after a schedule boundary a monitor callback falls due",
      read: \.callbackLatency, write: { $0.callbackLatency = $1 }),
    .duration(
      "config-timeout",
      "how long the system waits for the shield configuration extension before it shows its "
        + "default shield",
      read: \.configTimeout, write: { $0.configTimeout = $1 }),
    .duration(
      "action-timeout",
      "how long the system waits for an action handler's completion; past it the tap counts as "
        + "`.none`",
      read: \.actionTimeout, write: { $0.actionTimeout = $1 }),
    .size(
      "monitor-memory", "the monitor extension's memory ceiling",
      read: \.monitorMemory, write: { $0.monitorMemory = $1 }),
    .choice(
      "dst-gap",
      "an occurrence of a schedule that the hour skipped when daylight saving starts swallows "
        + "(its start, moved past the gap, is at or after its end): `skip` (that night has no "
        + "interval and delivers nothing) or `keep-length` (it starts past the gap and lasts its "
        + "usual length)",
      read: \.dstGap, write: { $0.dstGap = $1 }),
    .choice(
      "slept-interval",
      "the callbacks of an interval the device was locked through from before its start until "
        + "after its end: `skip` (none is delivered, as Apple documents) or `deliver-late` (they "
        + "arrive at the next unlock, as forums report)",
      read: \.sleptInterval, write: { $0.sleptInterval = $1 }),
    .optionalDuration(
      "start-latency",
      "how long after its boundary `intervalDidStart` falls due (measured on a device: about "
        + "2s), when it should differ from `callback-latency`",
      unset: "callback-latency", write: { $0.startLatency = $1 }),
    .optionalDuration(
      "end-latency",
      "how long after its boundary `intervalDidEnd` falls due (measured on a device: about 3s), "
        + "when it should differ from `callback-latency`",
      unset: "callback-latency", write: { $0.endLatency = $1 }),
    .choice(
      "threshold-at-end",
      "usage that reaches a threshold at the very instant its interval ends: `drop` (the "
        + "interval ends first; no `eventDidReachThreshold`) or `fire` (delivered just before "
        + "`intervalDidEnd`)",
      read: \.thresholdAtEnd, write: { $0.thresholdAtEnd = $1 }),
    .choice(
      "early-thresholds",
      "where `os fires thresholds early` takes effect: `any-version` (instant thresholds are "
        + "reported from iOS 16 on) or `from-26.2` (only where FB21267341 was reported; before "
        + "26.2 the fault stays armed)",
      read: \.earlyThresholds, write: { $0.earlyThresholds = $1 }),
    .choice(
      "frontmost-shield",
      "the shield over an item that becomes shielded while in front: `fresh` (the "
        + "configuration extension is asked) or `stale` (the configuration last shown for the "
        + "item is shown again without asking, FB14237883)",
      read: \.frontmostShield, write: { $0.frontmostShield = $1 }),
    .durationOrOff(
      "idle-stop",
      "`off`, or how long monitoring survives without the main app coming to the foreground: "
        + "past it, at the next schedule boundary, the system drops every activity without a "
        + "callback (a field report)",
      write: { $0.idleStop = $1 }),
    .choice(
      "prompt-revocation",
      "a revocation (in Settings, by the guardian, or by the app while approved) while an "
        + "authorization prompt is on screen (`user requests authorization`): `dismisses` (the "
        + "prompt goes away and the request throws `authorizationCanceled`) or `keeps` (the prompt "
        + "stays and its answer decides)",
      read: \.promptRevocation, write: { $0.promptRevocation = $1 }),
    .choice(
      "data-access-upgrade",
      "how an app approved without data access gains it (26.4): `reapproval` (only through a new "
        + "approval after a revocation or a reinstall; a request while approved shows no prompt, "
        + "as Apple documents) or `prompt` (a request the user makes while approved shows the "
        + "prompt again, and approving it with data access upgrades the approval, same tokens)",
      read: \.dataAccessUpgrade, write: { $0.dataAccessUpgrade = $1 }),
    .choice(
      "passcode-gate",
      "from which release a Screen Time passcode gates turning an app's access off in Settings: "
        + "`from-26.4` (as reported for iOS 26.4) or `from-27.0` (as reported for iOS 27)",
      read: \.passcodeGate, write: { $0.passcodeGate = $1 }),
    .choice(
      "self-removal",
      "whether a store's `denyAppRemoval` also keeps the user from deleting the app under test "
        + "(`user reinstalls app`): `denied` (developers rely on it to keep their own app, forum "
        + "thread 729637) or `allowed`",
      read: \.selfRemoval, write: { $0.selfRemoval = $1 }),
    .choice(
      "associated-domains",
      "usage of a web domain declared `of <app>`: `count` (it counts toward the app's usage "
        + "events, and the app's toward the domain's, as Apple documents for some popular apps) "
        + "or `ignore`",
      read: \.associatedDomains, write: { $0.associatedDomains = $1 }),
    .choice(
      "interval-length",
      "how `startMonitoring` measures an interval against 15 minutes and one week: `elapsed` "
        + "(real time: a wall-clock week across the night daylight saving ends is too long) or "
        + "`wall-clock` (the local clock's difference)",
      read: \.intervalLength, write: { $0.intervalLength = $1 }),
    .choice(
      "passed-warning",
      "an event's `eventWillReachThresholdWarning` whose point counted usage had already passed "
        + "when the event was registered: `deliver` (at once, as a start warning already passed "
        + "is on a device) or `skip` (only the threshold is delivered)",
      read: \.passedWarning, write: { $0.passedWarning = $1 }),
  ]

  /// The option with `key`, if any.
  package static func named(_ key: String) -> ModelOptionSpecification? {
    all.first { $0.key == key }
  }
}

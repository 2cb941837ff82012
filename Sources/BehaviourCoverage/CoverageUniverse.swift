import ScreenTimeModel

/// Every behaviour coverage point, in report order, with the ones the model can never reach and
/// why.
///
/// The points are generated: each family is the product of the model's enumerations, so the
/// universe grows with the model. A point is unreachable when the model itself rules it out
/// (only usage-event callbacks are held by `os holds threshold events`; only the configuration
/// extension is refused App Group writes as not permitted; every modelled release has the
/// Screen Time frameworks); the reasons are stated from the same model values, and the
/// documentation lists them (`Docs/coverage.md`).
public struct CoverageUniverse: Sendable {
  /// One point of the universe.
  public struct Entry: Sendable {
    public var point: CoveragePoint
    /// Why no scenario of a correct app can reach it; `nil` for a reachable point.
    public var unreachableBecause: String?
    /// Whether the model does reach it, but only for a wrong design: an app that breaks an
    /// invariant, or calls an API without the availability check its release needs.
    public var needsWrongDesign = false

    public var isReachable: Bool { unreachableBecause == nil }
  }

  /// The points, in report order: by family, then in the order of the model's enumerations.
  public let entries: [Entry]
  /// Each point's position in ``entries``.
  private let indices: [CoveragePoint: Int]

  /// The universe of an app with every extension.
  public static let standard = CoverageUniverse(apps: [.complete])

  /// The universe of runs of the apps of `apps`.
  ///
  /// A point is reachable when it is for one of them. Every universe has the same points in
  /// the same order; only what is reachable differs.
  public init(apps: [AppShape]) {
    var points: [CoveragePoint] = []
    for name in FaultKind.Name.allCases {
      for stage in FaultStage.allCases { points.append(.fault(name, stage)) }
    }
    for callback in MonitorCallback.allCases {
      for fate in CallbackFate.allCases { points.append(.callback(callback, fate)) }
    }
    for kind in TokenKind.allCases {
      for match in TokenMatch.allCases {
        for answer in ShieldAnswer.allCases { points.append(.shield(kind, match, answer)) }
      }
    }
    points += SystemDefaultCause.allCases.map(CoveragePoint.systemDefaultShield)
    points.append(.shieldReused)
    for kind in TokenKind.allCases {
      for match in TokenMatch.allCases { points.append(.action(kind, match)) }
    }
    points += ShieldResponse.allCases.map(CoveragePoint.actionAnswer)
    points += PressOutcome.allCases.map(CoveragePoint.press)
    for from in AuthorizationDecision.allCases {
      for to in AuthorizationDecision.allCases where to != from {
        points.append(.authorization(from: from, to: to))
      }
    }
    points += FamilyControlsErrorCode.allCases.map(CoveragePoint.authorizationFailure)
    points += StoreOperation.allCases.map(CoveragePoint.store)
    points += MonitoringFailure.allCases.map(CoveragePoint.monitoringRefused)
    for feature in APIFeature.allCases {
      for crossing in GateCrossing.allCases { points.append(.versionGate(feature, crossing)) }
    }
    for problem in AppGroupProblem.allCases {
      for process in ProcessKind.allCases { points.append(.appGroup(problem, process)) }
    }
    let shapes = apps.isEmpty ? [AppShape.complete] : apps
    entries = points.map { point in
      let reasons = shapes.map { Self.unreachableReason(point, app: $0) }
      if !reasons.contains(nil) {
        return Entry(point: point, unreachableBecause: reasons.first ?? nil)
      }
      if let wrong = Self.wrongDesignReason(point) {
        return Entry(point: point, unreachableBecause: wrong, needsWrongDesign: true)
      }
      return Entry(point: point, unreachableBecause: nil)
    }
    indices = Dictionary(uniqueKeysWithValues: points.enumerated().map { ($1, $0) })
    var reachable = CoverageSet(count: points.count)
    for (index, entry) in entries.enumerated() where entry.isReachable { reachable.insert(index) }
    self.reachable = reachable
  }

  /// How many points there are.
  public var count: Int { entries.count }

  /// The position of `point` in ``entries``.
  public func index(of point: CoveragePoint) -> Int {
    // Every point is in the universe: the universe is the product of the same enumerations.
    guard let index = indices[point] else {
      preconditionFailure("the coverage point \(point.id) is not in the universe")
    }
    return index
  }

  /// The reachable points' positions.
  public let reachable: CoverageSet

  /// Why only a wrong design reaches `point`, or `nil` when a correct app can.
  static func wrongDesignReason(_ point: CoveragePoint) -> String? {
    switch point {
    case .shield(_, .unknown, .custom), .shield(_, .stale, .custom):
      return
        "only a design that breaks unknown-token-shield reaches it: a token the app does not "
        + "hold gets the generic shield"
    case .systemDefaultShield(.crashed):
      return "only a configuration extension that crashes reaches it, breaking no-crash"
    case .press(.timedOut):
      return
        "only an action handler that does not call its completion reaches it, breaking "
        + "completion-once"
    case .press(.openParentalControlsUnavailable):
      return
        "only a handler that answers `.openParentalControlsApp` without checking for iOS "
        + "\(APIFeature.openParentalControlsApp.introduced) reaches it"
    case .versionGate(let feature, .missing) where Self.appCodeOnlyFeatures.contains(feature):
      return
        "no step and no system path needs it: only app code that calls it without an "
        + "availability check (which does not compile for a deployment target before iOS "
        + "\(feature.introduced)) reaches it, recording api.unavailable"
    default:
      return nil
    }
  }

  /// The features only app code uses: no step of the language needs them and the system never
  /// offers them on its own.
  static let appCodeOnlyFeatures: Set<APIFeature> = [
    .clearAllSettings, .tokenRefresh, .openParentalControlsApp, .storeEnumeration,
  ]

  /// Why the model can never produce `point` for an app of `app`'s shape, or `nil` when some
  /// scenario can.
  static func unreachableReason(_ point: CoveragePoint, app: AppShape) -> String? {
    if let reason = app.unreachableReason(point) { return reason }
    switch point {
    case .callback(let callback, .heldByFault) where !callback.isEventCallback:
      return "`os holds threshold events` holds only usage-event callbacks"
    case .callback(.intervalDidEnd, .afterInterval):
      return "`intervalDidEnd` falls due at its interval's end: delivered later, it is `late`"
    case .callback(let callback, .skippedWhileLocked) where callback.isEventCallback:
      return
        "a usage event has no interval of its own to sleep through: a locked device holds it "
        + "until the unlock"
    case .shield(let kind, .stale, _) where kind != .category,
      .action(let kind, .stale) where kind != .category:
      return
        "an item is shielded by itself only through a working token in a store, which the app "
        + "was given and so holds; void tokens (expired, or of an earlier authorization) are "
        + "stale only as a category's exceptions (an allow-list), where the category shields"
    case .authorization(from: .approvedWithDataAccess, to: .approved):
      return
        "an approval with data access ends only by a revocation or a reinstall: an approved app "
        + "gets no prompt but the 26.4 upgrade, which only adds data access"
    case .appGroup(.writeUnavailable, let process) where !process.canWriteAppGroup:
      return
        "the \(process.rawValue) process may not write the App Group at all: its writes are "
        + "refused as not permitted first"
    case .appGroup(.unreadable, let process) where process != .mainApp,
      .appGroup(.writeUnavailable, let process) where process != .mainApp:
      return
        "the App Group is unreadable only before the first unlock after a restart; until then "
        + "the device is locked, so callbacks are held and no shield is shown, and the unlock "
        + "makes it readable before it delivers the held callbacks: no \(process.rawValue) "
        + "code runs while it is unreadable"
    case .versionGate(let feature, _) where feature.introduced <= SystemVersion.oldestSupported:
      return "every modelled release (\(SystemVersion.oldestSupported) and later) has it"
    default:
      return nil
    }
  }
}

/// What an app has that decides which points its runs can reach: its extensions.
public struct AppShape: Sendable, Equatable {
  public var hasConfigurationExtension: Bool
  public var hasActionExtension: Bool
  public var hasMonitorExtension: Bool

  public init(
    hasConfigurationExtension: Bool, hasActionExtension: Bool, hasMonitorExtension: Bool
  ) {
    self.hasConfigurationExtension = hasConfigurationExtension
    self.hasActionExtension = hasActionExtension
    self.hasMonitorExtension = hasMonitorExtension
  }

  /// An app with all three extensions.
  public static let complete = AppShape(
    hasConfigurationExtension: true, hasActionExtension: true, hasMonitorExtension: true)

  /// Why an app of this shape never reaches `point`, or `nil` when its extensions allow it.
  func unreachableReason(_ point: CoveragePoint) -> String? {
    switch point {
    case .systemDefaultShield(.noExtension) where hasConfigurationExtension:
      return "the app has a shield configuration extension"
    case .press(.noExtension) where hasActionExtension:
      return "the app has a shield action extension"
    case .shield(_, _, .custom), .shield(_, _, .generic), .systemDefaultShield(.crashed),
      .systemDefaultShield(.tooSlow):
      return hasConfigurationExtension ? nil : "the app has no shield configuration extension"
    case .press(.timedOut), .actionAnswer(.defer), .actionAnswer(.openParentalControlsApp),
      .press(.openParentalControlsUnavailable),
      .versionGate(.openParentalControlsApp, .missing):
      return hasActionExtension ? nil : "the app has no shield action extension"
    case .callback(_, .toKilledMonitor), .callback(_, .toMemoryLimitedMonitor),
      .appGroup(_, .monitor):
      return hasMonitorExtension ? nil : "the app has no monitor extension"
    default:
      return nil
    }
  }
}

/// A set of coverage points, by their positions in a ``CoverageUniverse``: one bit a point.
public struct CoverageSet: Hashable, Sendable {
  private var words: [UInt64]

  /// An empty set over a universe of `count` points.
  public init(count: Int) {
    words = Array(repeating: 0, count: (count + 63) / 64)
  }

  /// An empty set over the standard universe.
  public init() {
    self.init(count: CoverageUniverse.standard.count)
  }

  /// Adds the point at `index`; returns whether it was new.
  @discardableResult
  public mutating func insert(_ index: Int) -> Bool {
    let (word, bit) = (index >> 6, UInt64(1) << UInt64(index & 63))
    guard words[word] & bit == 0 else { return false }
    words[word] |= bit
    return true
  }

  /// Whether the point at `index` is in the set.
  public func contains(_ index: Int) -> Bool {
    words[index >> 6] & (UInt64(1) << UInt64(index & 63)) != 0
  }

  /// Adds every point of `other`.
  public mutating func formUnion(_ other: CoverageSet) {
    for index in words.indices { words[index] |= other.words[index] }
  }

  /// The points of this set that `other` lacks.
  public func subtracting(_ other: CoverageSet) -> CoverageSet {
    var result = self
    for index in words.indices { result.words[index] &= ~other.words[index] }
    return result
  }

  /// The points in both sets.
  public func intersection(_ other: CoverageSet) -> CoverageSet {
    var result = self
    for index in words.indices { result.words[index] &= other.words[index] }
    return result
  }

  /// How many points the set holds.
  public var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  /// Whether the set holds no point.
  public var isEmpty: Bool { words.allSatisfy { $0 == 0 } }

  /// The positions of the points, in order.
  public var indices: [Int] {
    var result: [Int] = []
    for (wordIndex, word) in words.enumerated() {
      var rest = word
      while rest != 0 {
        result.append(wordIndex * 64 + rest.trailingZeroBitCount)
        rest &= rest - 1
      }
    }
    return result
  }

  /// The set as words of 64 bits, for carrying between processes.
  public var bits: [UInt64] { words }

  /// A set from ``bits``; `nil` when they do not fit a universe of `count` points.
  public init?(bits: [UInt64], count: Int) {
    guard bits.count == (count + 63) / 64 else { return nil }
    words = bits
  }
}

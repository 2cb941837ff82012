import Foundation
import ScreenTimeAPI
import ScreenTimeHosting

/// A profile as the main app keeps it in its own storage.
struct ProfileRecord: Codable, Equatable, RememberedEncoding {
  /// The user-visible name.
  var name: String
  /// The identifier: a UUID drawn when the profile is created (never derived from a token).
  var profileID: String
  /// 1 at the first saved selection, +1 for every saved change; 0 before any.
  var revision = 0
  var state: ProfileState = .none
  var selection: FamilyActivitySelection?
  /// When the user last picked for it.
  var lastPickAt: Date?
  /// What the profile is scheduled to do, kept to register again after a disable or a pick.
  var plan: StoredPlan?
  /// Whether its activities are registered.
  var isMonitoring = false
  /// Whether the user blocked it by hand (an interval end leaves such shields alone).
  var isBlockedByHand = false
  /// Whether its copy still has to reach the backend.
  var needsUpload = false
  /// Whether it shields everything except its selection (an allow-list) rather than the
  /// selection itself.
  var isAllowList = false
  /// Why the user must pick again, kept while the profile is disabled so that enabling it does
  /// not make it ready (a revocation or a failed refresh outlives a disable).
  var reselectionReason: String?

  init(name: String, profileID: String) {
    self.name = name
    self.profileID = profileID
  }

  /// The names of the profile's activities: one, or one per schedule of a weekly plan.
  var activityNames: [DeviceActivityName] {
    let count = plan?.schedules.count ?? 1
    let base = "profile.\(profileID)"
    return count <= 1
      ? [DeviceActivityName(base)] : (1...count).map { DeviceActivityName("\(base).\($0)") }
  }

  var isEncodedByEquality: Bool {
    var reason = reselectionReason ?? ""
    if case .needsReselection(let stateReason) = state { reason += stateReason }
    return name.isPlainASCII && profileID.isPlainASCII && reason.isPlainASCII
      && lastPickAt?.isEncodedByEquality ?? true && plan?.isEncodedByEquality ?? true
  }
}

/// A profile's state (reference-app.md §1).
enum ProfileState: Codable, Equatable {
  /// Named but never picked.
  case none
  case ready
  case needsReselection(reason: String)
  case disabled
  case deleted

  var report: ProfileReport? {
    switch self {
    case .none: nil
    case .ready: .ready
    case .needsReselection: .needsReselection
    case .disabled: .disabled
    case .deleted: .deleted
    }
  }

  /// The state's name in the App Group index.
  var name: String {
    switch self {
    case .none: "none"
    case .ready: "ready"
    case .needsReselection: "needs-reselection"
    case .disabled: "disabled"
    case .deleted: "deleted"
    }
  }
}

/// A monitoring plan as the app saves it.
struct StoredPlan: Codable, Equatable {
  struct Schedule: Codable, Equatable {
    var start: DateComponents
    var end: DateComponents
    var repeats: Bool
    var warningTime: DateComponents?

    init(_ schedule: DeviceActivitySchedule) {
      start = schedule.intervalStart
      end = schedule.intervalEnd
      repeats = schedule.repeats
      warningTime = schedule.warningTime
    }

    var schedule: DeviceActivitySchedule {
      DeviceActivitySchedule(
        intervalStart: start, intervalEnd: end, repeats: repeats, warningTime: warningTime)
    }
  }

  /// A usage event besides the limit: a notice at its threshold.
  struct Event: Codable, Equatable {
    var name: String
    var threshold: DateComponents
    /// The items it counts; `nil` counts the profile's selection.
    var items: FamilyActivitySelection?
    var includesPastActivity: Bool
  }

  var schedules: [Schedule]
  /// The usage limit's threshold, if any.
  var limit: DateComponents?
  /// The items the limit counts; `nil` counts the profile's selection.
  var limitItems: FamilyActivitySelection?
  /// Whether the limit counts usage from before its registration (iOS 17.4).
  var limitIncludesPastActivity: Bool?
  /// The other usage events, in the order given.
  var events: [Event]?

  init(_ plan: MonitoringPlan) {
    schedules = plan.schedules.map(Schedule.init)
    limit = plan.limit?.threshold
    limitItems = plan.limit?.items
    limitIncludesPastActivity = plan.limit?.includesPastActivity
    events = plan.events.map {
      Event(
        name: $0.name, threshold: $0.threshold, items: $0.items,
        includesPastActivity: $0.includesPastActivity)
    }
  }

  /// Whether the plan registers usage events, whose tokens a new pick or refresh replaces.
  var hasUsageEvents: Bool { limit != nil || !(events ?? []).isEmpty }

  /// Whether every plan equal to this one encodes to the same bytes (``RememberedEncoding``).
  var isEncodedByEquality: Bool {
    let components =
      schedules.flatMap { [$0.start, $0.end] + ($0.warningTime.map { [$0] } ?? []) }
      + (limit.map { [$0] } ?? []) + (events ?? []).map(\.threshold)
    return components.allSatisfy(\.isEncodedByEquality)
      && (events ?? []).allSatisfy { $0.name.isPlainASCII }
  }
}

/// What the extensions learn about a profile from the App Group index.
struct ProfileSummary: Codable, Equatable, RememberedEncoding {
  var profileID: String
  var name: String
  var revision: Int
  var state: String
  var hasLimit: Bool
  var isBlockedByHand: Bool
  /// `true` when the profile shields everything except its selection; absent otherwise.
  var allowList: Bool?

  /// Whether the profile shields everything except its selection.
  var isAllowList: Bool { allowList == true }

  var isEncodedByEquality: Bool {
    profileID.isPlainASCII && name.isPlainASCII && state.isPlainASCII
  }
}

/// One shield-action press on an unknown token, kept in the App Group for the main app.
struct UnmatchedTokenEntry: Codable, Equatable {
  var time: Date
  var kind: String
  /// The profiles whose stores shielded something at that time.
  var enforcing: [String]
}

import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// What the generator knows about a story while it writes it: enough of the world to keep the
/// story meaningful.
///
/// It is not a model of the device (the simulator is); it only knows what the steps so far
/// imply, so that profiles are picked before anything names them, a tap follows something on
/// screen, a fault that needs a saved copy comes after the pick that saves one, and the OS is
/// never downgraded. Statements the rules below do not mention are always welcome.
struct StoryDraft: Sendable {
  var world: StoryWorld
  var steps: [StoryStep] = []
  /// When the last step ended, from the start.
  var now = SimulationDuration.zero
  /// The zone later times are read in.
  var zone: DeviceTimeZone
  /// The OS version running now.
  var version: SystemVersion
  /// Profiles picked and not deleted, in order of first pick.
  var profiles: [String] = []
  /// Profiles with a schedule.
  var scheduled: Set<String> = []
  /// Each profile's latest schedule.
  var schedules: [String: ScheduleRequest] = [:]
  /// The start and end clocks of the schedules so far: times worth landing on.
  var anchors: [Clock] = []
  var isLocked = false
  var isBackendDown = false
  var isHoldingThresholdEvents = false
  var ignoredStores: Set<String> = []
  /// Whether the last step brought an item to the front, or tapped the shield over one, so a
  /// shield may be showing.
  var showedItem = false
  /// Whether a `user requests authorization` left a prompt that no answer took yet.
  var isPromptShown = false
  /// Whether the user set a Screen Time passcode.
  var hasScreenTimePasscode = false
  /// Whether a step denied app removal (and may keep the app itself).
  var deniesAppRemoval = false
  /// Whether the story approved the app with data access, on 26.4 or later, and did not
  /// revoke it since.
  var hasDataAccess = false
  /// What the apps the story runs under can do; the story uses nothing else.
  var reach = AppReach.everything
  /// Each profile's items as last picked.
  var picks: [String: [ItemReference]] = [:]
  /// Profiles blocked now and not unblocked since.
  var blocked: Set<String> = []
  /// The item the last step brought to the front, if any.
  var shownItem: ItemReference?

  init(world: StoryWorld, reach: AppReach = .everything) {
    self.world = world
    self.reach = reach
    zone = world.timeZone
    version = world.systemVersion
  }

  /// The most profiles a story uses.
  static let maximumProfiles = 3

  /// Whether a step doing `action` makes sense now; `newProfiles` are the profile names the
  /// statement mentions that no pick has created.
  func welcomes(_ action: Action, newProfiles: [String]) -> Bool {
    guard reach.supports(action) else { return false }
    if !newProfiles.isEmpty {
      guard case .user(.pick) = action, profiles.count + newProfiles.count <= Self.maximumProfiles
      else { return false }
    }
    switch action {
    case .user(.requestAuthorization(let answer)):
      let isGuardian =
        answer == .guardianApproves || answer == .guardianDeclines
        || answer == .guardianApprovesWithDataAccess
      let withDataAccess =
        answer == .userApprovesWithDataAccess || answer == .guardianApprovesWithDataAccess
      return isGuardian == (world.member == .child)
        && (!withDataAccess || version >= SystemVersion(26, 4))
    case .user(.requestAuthorizationLeavingPrompt):
      return !isPromptShown
    case .user(.revokeAuthorization(let revoker, let withPasscode)):
      // A revocation the passcode gates is refused; stories give it.
      guard withPasscode || !hasScreenTimePasscode || revoker == .guardian else { return false }
      switch revoker {
      case .user: return world.member == .individual
      case .guardian: return world.member == .child
      }
    case .user(.reinstallApp):
      return !deniesAppRemoval
    case .app(.activateStore), .app(.deleteStore), .app(.deleteAllStores):
      return version >= SystemVersion(26, 5)
    case .app(.readActivityData):
      // Without data access the read is refused; stories read only once it was granted.
      return hasDataAccess
    case .system(.failNextAuthorization(let error)):
      return version >= error.introduced
    case .user(.pick(_, let items)):
      return !(items.apps.isEmpty && items.categories.isEmpty && items.webDomains.isEmpty)
    case .user(.tap(let button)):
      if case .submenu = button, version < SystemVersion(26, 4) { return false }
      return showedItem
    case .user(.lockDevice): return !isLocked
    case .user(.unlockDevice): return isLocked
    case .user(.changeTimeZone(let newZone)): return newZone != zone
    case .system(.updateSystem(let newVersion, _, _)): return newVersion > version
    case .system(.corrupt(_, let profile, _)), .system(.serveSchema(let profile, _)),
      .system(.loseAppGroupCopy(let profile)), .system(.bloatAppGroupCopy(let profile, _)):
      return profiles.contains(profile)
    case .system(.repeatCallback(_, let profile)): return scheduled.contains(profile)
    case .system(.backendGoesDown): return !isBackendDown
    case .system(.backendComesUp): return isBackendDown
    case .system(.holdThresholdEvents): return !isHoldingThresholdEvents
    case .system(.releaseThresholdEvents): return isHoldingThresholdEvents
    case .system(.honourStore(let profile)): return ignoredStores.contains(profile)
    case .system(.ignoreStore(let profile)): return !ignoredStores.contains(profile)
    default: return true
    }
  }

  /// Whether the apps can run the story with `step` added: nothing it needs is lacking.
  func admits(_ step: StoryStep) -> Bool {
    reach.admits(steps + [step], in: world)
  }

  /// The apps and web domains a pick of `profile` shields when it is on: those picked, and
  /// those of the categories picked, in declaration order.
  func shieldableItems(of profile: String) -> [ItemReference] {
    let picked = picks[profile] ?? []
    let categories = Set(picked.filter { $0.kind == .category }.map(\.alias))
    let apps = world.apps.filter {
      picked.contains(ItemReference(.app, $0.alias)) || categories.contains($0.category)
    }.map { ItemReference(.app, $0.alias) }
    let webDomains = world.webDomains.filter {
      picked.contains(ItemReference(.web, $0.alias)) || categories.contains($0.category)
    }.map { ItemReference(.web, $0.alias) }
    return apps + webDomains
  }

  /// Whether `item` is likely shielded now: a profile that picked it is blocked or has a
  /// schedule.
  func likelyShields(_ item: ItemReference) -> Bool {
    blocked.union(scheduled).contains { shieldableItems(of: $0).contains(item) }
  }

  /// Adds `step` and learns what it implies.
  mutating func append(_ step: StoryStep) {
    steps.append(step)
    now = step.end
    for profile in step.statement.profiles where !profiles.contains(profile) {
      profiles.append(profile)
    }
    let wasShowingItem = showedItem
    showedItem = false
    shownItem = nil
    switch step.action {
    case .user(.tap):
      // A deferring answer or a secondary button's submenu leaves the shield showing.
      showedItem = wasShowingItem
    case .user(.open(let item)), .user(.use(let item, _)):
      showedItem = true
      shownItem = item
    case .user(.pick(let profile, let items)):
      picks[profile] = items.references
    case .user(.blockNow(let profile)): blocked.insert(profile)
    case .user(.unblock(let profile)): blocked.remove(profile)
    case .user(.delete(let profile)):
      profiles.removeAll { $0 == profile }
      picks[profile] = nil
      blocked.remove(profile)
    case .app(.schedule(let profile, let request)):
      scheduled.insert(profile)
      schedules[profile] = request
      for clock in [request.start, request.end] where !anchors.contains(clock) {
        anchors.append(clock)
      }
    case .user(.lockDevice), .system(.reboot), .system(.updateSystem):
      isLocked = true
      isPromptShown = false
    case .user(.requestAuthorizationLeavingPrompt): isPromptShown = true
    case .user(.requestAuthorization(let answer)):
      isPromptShown = false
      if answer == .userApprovesWithDataAccess || answer == .guardianApprovesWithDataAccess {
        hasDataAccess = true
      }
    case .user(.revokeAuthorization), .app(.revokeAuthorization), .user(.reinstallApp):
      isPromptShown = false
      hasDataAccess = false
    case .user(.setScreenTimePasscode): hasScreenTimePasscode = true
    case .app(.denyAppChange(.removal, let denied, _)):
      deniesAppRemoval = deniesAppRemoval || denied
    case .user(.changeTimeZone(let newZone)): zone = newZone
    case .system(.backendGoesDown): isBackendDown = true
    case .system(.backendComesUp): isBackendDown = false
    case .system(.holdThresholdEvents): isHoldingThresholdEvents = true
    case .system(.releaseThresholdEvents): isHoldingThresholdEvents = false
    case .system(.ignoreStore(let profile)): ignoredStores.insert(profile)
    case .system(.honourStore(let profile)): ignoredStores.remove(profile)
    default: break
    }
    if case .system(.updateSystem(let newVersion, _, _)) = step.action { version = newVersion }
    if case .user(let action) = step.action, action.subject == .user, action != .lockDevice {
      isLocked = false
    }
  }
}

extension PickedItems {
  /// The items picked: apps, then categories, then web domains, each in the order written.
  var references: [ItemReference] {
    apps.map { ItemReference(.app, $0) } + categories.map { ItemReference(.category, $0) }
      + webDomains.map { ItemReference(.web, $0) }
  }
}

import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel
import SimulationEngine

/// What a scenario run has seen of the device so far, for its expectations and faults.
///
/// An observer of the device's events: callbacks delivered, diagnostics written, errors shown,
/// what the last open and the last tap did, and which profile each piece of the app's data
/// belongs to, learned from the causes the runner started for each step.
final class RunObservations: SystemEventObserver, ScenarioRunObserver {
  /// A monitor callback the extension received.
  struct Delivery {
    var callback: MonitorCallback
    var activity: String
    var event: String?
    /// The profile the activity was registered for.
    var profile: String?
    var instant: SimulationInstant
  }

  /// What the most recent open showed.
  enum OpenOutcome {
    case opened(Item)
    /// The item did not open: a store's application settings or web filter block it.
    case refused(Item)
    case shield(Item, ShieldAppearance, isSystemDefault: Bool, isGeneric: Bool)
  }

  /// What the most recent tap did.
  struct TapOutcome {
    var response: ShieldResponse
    var closedApp: Bool
  }

  let conventions: ScenarioConventions
  /// Which deliveries and diagnostics the run's expectations can ask about: only those are kept.
  let retention: ObservationRetention
  /// The callbacks delivered that ``retention`` keeps, in order.
  private(set) var deliveries: [Delivery] = []
  /// The diagnostics written that ``retention`` keeps, in order.
  private(set) var diagnostics: [DiagnosticRecord] = []
  /// Each error shown, with the step it is attributed to.
  private(set) var errors: [(code: String, step: Int)] = []
  private(set) var lastOpen: OpenOutcome?
  var lastTap: TapOutcome?
  /// What went wrong with the app's tasks, with the step each belongs to: jobs resumed from
  /// other threads, tasks that never settled.
  private(set) var taskProblems: [(message: String, step: Int)] = []
  /// Whether the most recent tap opened the secondary button's submenu.
  var lastTapShowedSubmenu = false
  /// Every identifier the app used for each profile, kept after its data is gone.
  private(set) var identifiers: [String: Set<String>] = [:]
  /// The profile each identifier belongs to: the one whose step first used it.
  private var ownerOfIdentifier: [String: String] = [:]
  /// The names of the stores each profile's steps created, wrote or activated.
  private var stores: [String: Set<String>] = [:]
  /// Steps the device refused without failing: a removal or installation a store's setting
  /// denies, an activity-data read without data access.
  private var quietRefusals: [Int: (reason: StepRefusal, message: String)] = [:]
  /// What the most recent step that read `FamilyActivityData` got, and that step.
  private(set) var activityData: [Item] = []
  private var activityDataStep: Int?
  private var appGroupOwners = CopyOwnership()
  private var backendOwners = CopyOwnership()

  /// The step each operation the runner started belongs to.
  private var stepOfOperation: [Int: Int] = [:]
  /// The step running now.
  private(set) var currentStep = 0

  init(conventions: ScenarioConventions, retention: ObservationRetention) {
    self.conventions = conventions
    self.retention = retention
  }

  /// The runner starts step `index` under `cause`.
  func stepDidBegin(_ index: Int, cause: Cause) {
    currentStep = index
    stepOfOperation[cause.operation] = index
  }

  /// The step something that happened under `cause` is attributed to: the step that started its
  /// operation, or the step running now for operations the system started (callbacks).
  func step(of cause: Cause) -> Int {
    stepOfOperation[cause.operation] ?? currentStep
  }

  /// The names of the stores `profile`'s steps created, wrote or activated.
  func storeNames(of profile: String) -> Set<String> {
    stores[profile] ?? []
  }

  /// The refusal the device made of step `index` without failing it, if any.
  func refusal(of index: Int) -> (reason: StepRefusal, message: String)? {
    quietRefusals[index]
  }

  private func rememberStore(_ name: String, for subject: String?) {
    guard let subject else { return }
    stores[subject, default: []].insert(name)
  }

  /// The keys of `location` that hold `profile`'s copies: those written for it, and those named
  /// after one of its identifiers that no other profile owns; when there are none, the keys
  /// created for no profile whose bytes only `profile`'s steps changed (an app that keeps every
  /// profile's rules under one key, written first at launch).
  func copies(of profile: String, in location: CopyLocation, on device: SimulatedDevice)
    -> [String]
  {
    let ownership = location == .backend ? backendOwners : appGroupOwners
    let keys = location == .backend ? device.backend.keys : device.appGroup.keys
    let known = identifiers[profile] ?? []
    let owned = keys.filter { key in
      let owner = ownership.owner(of: key)
      if owner == profile { return true }
      guard owner == nil, let identifier = conventions.profileIdentifier(key) else { return false }
      return known.contains(identifier)
    }
    guard owned.isEmpty else { return owned }
    return keys.filter {
      ownership.owner(of: $0) == nil && ownership.soleChanger(of: $0) == profile
    }
  }

  func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    let subject = event.cause.subject
    switch event.kind {
    case .callbackDelivered(let callback):
      guard
        retention.retainsDelivery(
          of: callback.callback, event: callback.event, profile: callback.subject)
      else { break }
      deliveries.append(
        Delivery(
          callback: callback.callback, activity: callback.activity, event: callback.event,
          profile: callback.subject, instant: event.instant))
    case .diagnosticLogged(let record):
      if retention.retainsDiagnostic(code: record.code) { diagnostics.append(record) }
    case .errorShown(_, let code):
      errors.append((code, step(of: event.cause)))
    case .openedNormally(let item), .shieldRemoved(let item), .shieldLifted(let item):
      lastOpen = .opened(item)
    case .shieldShown(let request, let appearance, let isSystemDefault, _, let isGeneric):
      lastOpen = .shield(
        request.item, appearance, isSystemDefault: isSystemDefault, isGeneric: isGeneric)
    case .openRefused(let item, _):
      lastOpen = .refused(item)
    case .tasksResumedFromOtherThreads(let count):
      taskProblems.append(
        (
          "expected the app's tasks to run on the simulated device, got \(count) "
            + "job\(count == 1 ? "" : "s") resumed from another thread",
          step(of: event.cause)
        ))
    case .tasksDidNotSettle(_, let jobs):
      taskProblems.append(
        (
          "expected the app's tasks to settle, got work still made after \(jobs) jobs",
          step(of: event.cause)
        ))
    case .tapOutcome(let response, let closedApp):
      lastTap = TapOutcome(response: response, closedApp: closedApp)
    case .submenuShown:
      lastTapShowedSubmenu = true
    case .storeWritten(_, let name, let before, let after, _):
      rememberStore(name, for: subject)
      // A write of what the store holds already says nothing of whose it is.
      return before == after ? [] : remember(name, for: subject)
    case .monitoringRequested(_, let name):
      return remember(name, for: subject)
    case .storeCreated(let name):
      rememberStore(name, for: subject)
      return remember(name, for: subject)
    case .storeActivated(_, let name, _),
      .applicationSettingsWritten(_, let name, _, _, _),
      .webContentSettingsWritten(_, let name, _, _, _),
      .groupSettingsWritten(_, let name, _, _, _, _):
      rememberStore(name, for: subject)
    case .appRemovalRefused(let item):
      quietRefusals[step(of: event.cause)] = (
        .store,
        "removing '\(device.inventory.name(of: item))' is refused: a store denies app removal"
      )
    case .appInstallationRefused(let item):
      quietRefusals[step(of: event.cause)] = (
        .store,
        "installing '\(device.inventory.name(of: item))' is refused: a store denies app "
          + "installation"
      )
    case .activityDataRead(_, _, let items):
      let index = step(of: event.cause)
      if activityDataStep != index { activityData = [] }
      activityDataStep = index
      activityData.append(contentsOf: items.filter { !activityData.contains($0) })
    case .activityDataRefused(_, let kind):
      quietRefusals[step(of: event.cause)] = (
        .unauthorized,
        "FamilyActivityData.\(kind) throws unauthorized: the app is not approved with data access"
      )
    case .appGroupWritten(_, let key, let bytes, let previous):
      appGroupOwners.write(bytes, replacing: previous, at: key, owner: subject)
      return bytes == previous ? [] : remember(key, for: subject)
    case .appGroupRemoved(_, let key), .copyLost(let key):
      appGroupOwners.remove(key)
    case .backendStored(_, let key, let bytes, let previous):
      backendOwners.write(bytes, replacing: previous, at: key, owner: subject)
      return remember(key, for: subject)
    case .backendRemoved(_, let key):
      backendOwners.remove(key)
    default:
      break
    }
    return []
  }

  /// The profile a store, key or activity named `name` belongs to by the app's naming: the one
  /// whose identifier the name carries (``ScenarioConventions/profileIdentifier``), if the run
  /// has learned it.
  func profile(owningName name: String) -> String? {
    conventions.profileIdentifier(name).flatMap { ownerOfIdentifier[$0] }
  }

  /// Learns that `name` belongs to `profile` and, the first time the app uses an identifier for
  /// the profile, returns the note that says so in the trace, so that the app's store names,
  /// keys and activities can be read as the scenario's profiles.
  ///
  /// An identifier belongs to the profile whose step first used it, for good: an app that
  /// rewrites every profile's store on one profile's edit does not hand the others' names to it.
  private func remember(_ name: String, for profile: String?) -> [ObserverNote] {
    guard let profile, let identifier = conventions.profileIdentifier(name),
      ownerOfIdentifier[identifier] == nil
    else { return [] }
    ownerOfIdentifier[identifier] = profile
    identifiers[profile, default: []].insert(identifier)
    return [
      ObserverNote(
        process: "scenario", message: "profile \(profile) is \(identifier) in the app's names")
    ]
  }
}

/// Which profile each stored key belongs to.
///
/// A key belongs to the profile on whose behalf it was created. Writes made for no profile, or
/// that store the same bytes again, leave that alone: an app-wide step (a foreground snapshot)
/// may rewrite every profile's copy. A key created for no profile, such as an index of all
/// profiles, belongs to none, and one that a second profile writes different bytes to becomes
/// shared; so a fault on one profile's copy never damages what other profiles rely on.
///
/// For a key that belongs to none, the profiles whose steps changed its bytes are kept: when a
/// profile has no copy of its own, the keys only it changed hold what it saved.
struct CopyOwnership {
  private var owners: [String: String] = [:]
  /// The owners of removed keys, so that a key written again for no profile keeps its owner.
  private var formerOwners: [String: String] = [:]
  /// For each key that belongs to no profile, the profiles whose steps changed its bytes.
  private var changers: [String: Set<String>] = [:]

  func owner(of key: String) -> String? { owners[key] }

  /// The one profile whose steps changed the bytes of `key`, which belongs to none, if only one
  /// did.
  func soleChanger(of key: String) -> String? {
    guard let changers = changers[key], changers.count == 1 else { return nil }
    return changers.first
  }

  mutating func write(
    _ bytes: [UInt8], replacing previous: [UInt8]?, at key: String, owner: String?
  ) {
    guard let previous else {
      owners[key] = owner ?? formerOwners[key]
      formerOwners[key] = nil
      changers[key] = nil
      return
    }
    guard let owner, bytes != previous else { return }
    if let current = owners[key] {
      if owner != current {
        owners[key] = nil
        changers[key] = [current, owner]
      }
    } else {
      changers[key, default: []].insert(owner)
    }
  }

  mutating func remove(_ key: String) {
    if let owner = owners.removeValue(forKey: key) { formerOwners[key] = owner }
    changers[key] = nil
  }
}

import Dispatch
import ReferenceApp
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting

/// A team's app whose code misbehaves as real app code does: it traps, loops for ever, recurses
/// without end, allocates gigabytes and misuses `DispatchQueue`, each in one place, switched on
/// by one of its mistakes.
///
/// Without a mistake it is the reference app's recommended design, so that every scenario and
/// every explored story holds for it; each misbehaviour wraps one entry point of that design
/// and then lets it go on. `haywire-stsim` is its own `stsim`; the scenarios of
/// `Tests/HaywireScenarios` run each misbehaviour, and `Tests/IsolationTests` checks that each
/// ends only the simulated process it happens in.
public enum HaywireApp {
  /// One misbehaviour, by the mistake that switches it on.
  public enum Misbehaviour: String, CaseIterable, Sendable {
    /// `intervalDidStart` force-unwraps `nil`.
    case trapInMonitor = "trap-in-monitor"
    /// `intervalDidStart` never returns.
    case loopInMonitor = "loop-in-monitor"
    /// `intervalDidStart` allocates 3 GB and writes to every page of it.
    case hogInMonitor = "hog-in-monitor"
    /// The shield configuration recurses until its stack overflows.
    case recurseInShield = "recurse-in-shield"
    /// The shield action calls `fatalError`.
    case fatalInAction = "fatal-in-action"
    /// `blockNow` calls `DispatchQueue.main.sync` from the main thread.
    case dispatchSyncInApp = "dispatch-sync-in-app"
    /// `blockNow` reads the store from `DispatchQueue.global().async`.
    case storeOffThread = "store-off-thread"

    /// What the mistake does, for `list mistakes` and the matrix.
    var wrongDesign: String {
      switch self {
      case .trapInMonitor: "the monitor force-unwraps a value that is nil in intervalDidStart"
      case .loopInMonitor: "the monitor loops for ever in intervalDidStart"
      case .hogInMonitor: "the monitor allocates 3 GB in intervalDidStart"
      case .recurseInShield: "the shield configuration recurses without end"
      case .fatalInAction: "the shield action calls fatalError"
      case .dispatchSyncInApp: "blockNow calls DispatchQueue.main.sync on the main thread"
      case .storeOffThread: "blockNow reads a store from DispatchQueue.global().async"
      }
    }
  }

  /// The app as `Stsim.main(apps:)` takes it.
  public static let entry = PolicyEntry(
    name: "haywire",
    mistakes: Misbehaviour.allCases.map {
      MistakeDescription(name: $0.rawValue, wrongDesign: $0.wrongDesign, caughtBy: "no-crash")
    }
  ) { mistakes, member, _ in
    bundle(Set(Misbehaviour.allCases.filter { mistakes.contains($0.rawValue) }), member: member)
  }

  /// A catalog with the app alone.
  public static let catalog = PolicyCatalog([entry])

  /// The app with `misbehaviours` switched on.
  public static func bundle(
    _ misbehaviours: Set<Misbehaviour> = [], member: FamilyControlsMember = .individual
  ) -> AppBundle {
    let reference = ReferencePolicy.bundle(member: member)
    var bundle = reference
    bundle.name = "haywire"
    let makeMainApp = reference.mainApp
    bundle.mainApp = { HaywireMainApp(wrapping: makeMainApp(), misbehaviours) }
    if let makeConfiguration = reference.shieldConfiguration {
      bundle.shieldConfiguration = {
        HaywireShieldConfiguration(wrapping: makeConfiguration(), misbehaviours)
      }
    }
    if let makeAction = reference.shieldAction {
      bundle.shieldAction = { HaywireShieldAction(wrapping: makeAction(), misbehaviours) }
    }
    if let makeMonitor = reference.monitor {
      bundle.monitor = { HaywireMonitor(wrapping: makeMonitor(), misbehaviours) }
    }
    return bundle
  }
}

/// The reference app's main app, with the main-app misbehaviours in `blockNow`.
final class HaywireMainApp: ScreenTimeApp {
  private let app: any ScreenTimeApp
  private let misbehaviours: Set<HaywireApp.Misbehaviour>

  init(wrapping app: any ScreenTimeApp, _ misbehaviours: Set<HaywireApp.Misbehaviour>) {
    self.app = app
    self.misbehaviours = misbehaviours
  }

  func blockNow(profile: String) {
    if misbehaviours.contains(.dispatchSyncInApp) {
      // On the main thread, whose queue it already owns: libdispatch stops the process.
      DispatchQueue.main.sync { app.blockNow(profile: profile) }
      return
    }
    if misbehaviours.contains(.storeOffThread) {
      DispatchQueue.global().async { _ = ManagedSettingsStore().shield.applications }
    }
    app.blockNow(profile: profile)
  }

  func applicationDidBecomeActive() { app.applicationDidBecomeActive() }
  func applicationDidEnterBackground() { app.applicationDidEnterBackground() }
  func tokensDidExpire(_ message: ManagedSettingsStore.TokenExpiryMessage) {
    app.tokensDidExpire(message)
  }
  func protectedDataDidBecomeAvailable() { app.protectedDataDidBecomeAvailable() }
  func userDidRequestAuthorization() { app.userDidRequestAuthorization() }
  func revokeAuthorization() { app.revokeAuthorization() }
  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    app.familyActivityPicker(didSelect: selection, forProfile: profile)
  }
  func familyActivityPicker(
    didSelectAllowed selection: FamilyActivitySelection, forProfile profile: String
  ) {
    app.familyActivityPicker(didSelectAllowed: selection, forProfile: profile)
  }
  func familyActivityPickerDidCancel(forProfile profile: String) {
    app.familyActivityPickerDidCancel(forProfile: profile)
  }
  func unblock(profile: String) { app.unblock(profile: profile) }
  func disable(profile: String) { app.disable(profile: profile) }
  func enable(profile: String) { app.enable(profile: profile) }
  func delete(profile: String) { app.delete(profile: profile) }
  func schedule(profile: String, plan: MonitoringPlan) {
    app.schedule(profile: profile, plan: plan)
  }
  func stopMonitoring(profile: String) { app.stopMonitoring(profile: profile) }
  func restore(profile: String, from source: SavedSelectionSource) {
    app.restore(profile: profile, from: source)
  }
  func sync() { app.sync() }
  func refreshTokens() { app.refreshTokens() }
  func updateApplicationSettings(
    forProfile profile: String, _ update: @Sendable (inout ApplicationSettings) -> Void
  ) {
    app.updateApplicationSettings(forProfile: profile, update)
  }
  func updateWebContentSettings(
    forProfile profile: String, _ update: @Sendable (inout WebContentSettings) -> Void
  ) {
    app.updateWebContentSettings(forProfile: profile, update)
  }
  func reportedStatus(ofProfile profile: String) -> ProfileReport? {
    app.reportedStatus(ofProfile: profile)
  }
  func savedSelections() -> [String: FamilyActivitySelection]? { app.savedSelections() }
}

import ScenarioExplorer
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel
import Synchronization

/// How often explored stories call each entry point of an app's extensions: each
/// `configuration(shielding:…)` method, each `handle(action:for:…)` by token kind and press, and
/// each monitor callback.
///
/// The app's extensions are wrapped in subclasses that count each call and pass it on, so the
/// app runs as it would unwrapped.
final class EntryPointCounts: Sendable {
  private let counts = Mutex<[String: Int]>([:])

  /// The count of each entry point called at least once, by name.
  var byName: [String: Int] { counts.withLock { $0 } }

  func count(_ name: String) { counts.withLock { $0[name, default: 0] += 1 } }

  /// `bundle` with each extension wrapped so that its calls are counted here.
  func counting(_ bundle: AppBundle) -> AppBundle {
    var wrapped = bundle
    if let make = bundle.shieldConfiguration {
      wrapped.shieldConfiguration = { CountingShieldConfiguration(inner: make(), counts: self) }
    }
    if let make = bundle.shieldAction {
      wrapped.shieldAction = { CountingShieldAction(inner: make(), counts: self) }
    }
    if let make = bundle.monitor {
      wrapped.monitor = { CountingMonitor(inner: make(), counts: self) }
    }
    return wrapped
  }

  /// The counts of the stories of runs `0..<runs` of `explorer`, each run under the explorer's
  /// app with the story's `policy-option` choices; also how many stories were skipped.
  static func of(_ explorer: Explorer, runs: Int) throws -> (counts: EntryPointCounts, skipped: Int)
  {
    let counts = EntryPointCounts()
    let options = explorer.options
    let loader = ScenarioLoader(catalog: options.catalog)
    var skipped = 0
    for run in 0..<runs {
      let scenario = try loader.scenario(from: explorer.story(ofRun: run), path: "reach.scenario")
      guard
        let bundle = options.catalog.bundle(
          named: options.policy, mistakes: Set(options.mistakes),
          member: scenario.member == .child ? .child : .individual,
          options: Set(scenario.policy.options))
      else { continue }
      let result = ScenarioRunner.run(
        scenario, app: counts.counting(bundle), options: RunOptions(catalog: options.catalog))
      if result.isSkipped { skipped += 1 }
    }
    return (counts, skipped)
  }

  static func pressName(_ action: ShieldAction) -> String {
    switch action {
    case .primaryButtonPressed: "primary"
    case .secondaryButtonPressed: "secondary"
    case .firstSecondarySubmenuItemPressed, .secondSecondarySubmenuItemPressed,
      .thirdSecondarySubmenuItemPressed:
      "submenu"
    }
  }
}

private final class CountingShieldConfiguration: ShieldConfigurationDataSource {
  let inner: ShieldConfigurationDataSource
  let counts: EntryPointCounts

  init(inner: ShieldConfigurationDataSource, counts: EntryPointCounts) {
    self.inner = inner
    self.counts = counts
  }

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    counts.count("configuration application")
    return inner.configuration(shielding: application)
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    counts.count("configuration application in category")
    return inner.configuration(shielding: application, in: category)
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    counts.count("configuration web domain")
    return inner.configuration(shielding: webDomain)
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    counts.count("configuration web domain in category")
    return inner.configuration(shielding: webDomain, in: category)
  }
}

private final class CountingShieldAction: ShieldActionDelegate {
  let inner: ShieldActionDelegate
  let counts: EntryPointCounts

  init(inner: ShieldActionDelegate, counts: EntryPointCounts) {
    self.inner = inner
    self.counts = counts
  }

  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    counts.count("action application \(EntryPointCounts.pressName(action))")
    inner.handle(action: action, for: application, completionHandler: completionHandler)
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    counts.count("action web domain \(EntryPointCounts.pressName(action))")
    inner.handle(action: action, for: webDomain, completionHandler: completionHandler)
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    counts.count("action category \(EntryPointCounts.pressName(action))")
    inner.handle(action: action, for: category, completionHandler: completionHandler)
  }
}

private final class CountingMonitor: DeviceActivityMonitor {
  let inner: DeviceActivityMonitor
  let counts: EntryPointCounts

  init(inner: DeviceActivityMonitor, counts: EntryPointCounts) {
    self.inner = inner
    self.counts = counts
  }

  override func intervalDidStart(for activity: DeviceActivityName) {
    counts.count("monitor intervalDidStart")
    inner.intervalDidStart(for: activity)
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    counts.count("monitor intervalDidEnd")
    inner.intervalDidEnd(for: activity)
  }

  override func eventDidReachThreshold(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {
    counts.count("monitor eventDidReachThreshold")
    inner.eventDidReachThreshold(event, activity: activity)
  }

  override func intervalWillStartWarning(for activity: DeviceActivityName) {
    counts.count("monitor intervalWillStartWarning")
    inner.intervalWillStartWarning(for: activity)
  }

  override func intervalWillEndWarning(for activity: DeviceActivityName) {
    counts.count("monitor intervalWillEndWarning")
    inner.intervalWillEndWarning(for: activity)
  }

  override func eventWillReachThresholdWarning(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {
    counts.count("monitor eventWillReachThresholdWarning")
    inner.eventWillReachThresholdWarning(event, activity: activity)
  }
}

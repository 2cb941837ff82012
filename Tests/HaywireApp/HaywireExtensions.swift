import ScreenTimeAPI

/// The reference app's monitor; with its mistakes `intervalDidStart` first traps, loops or hogs
/// memory.
final class HaywireMonitor: DeviceActivityMonitor {
  private let monitor: DeviceActivityMonitor
  private let misbehaviours: Set<HaywireApp.Misbehaviour>

  init(wrapping monitor: DeviceActivityMonitor, _ misbehaviours: Set<HaywireApp.Misbehaviour>) {
    self.monitor = monitor
    self.misbehaviours = misbehaviours
    super.init()
  }

  override func intervalDidStart(for activity: DeviceActivityName) {
    if misbehaviours.contains(.trapInMonitor) {
      let cached: [String: DeviceActivityName] = [:]
      // The misbehaviour itself: the force unwrap of a value that is not there.
      // swift-format-ignore: NeverForceUnwrap
      monitor.intervalDidStart(for: cached[activity.rawValue]!)
    }
    if misbehaviours.contains(.loopInMonitor) {
      var turns = 0
      while Haywire.keepsGoing(turns) { turns &+= 1 }
    }
    if misbehaviours.contains(.hogInMonitor) {
      // 3 GB, every page written, as a cache that decodes everything at once would.
      var cache = [UInt8](repeating: 1, count: 3 << 30)
      cache[cache.count - 1] = 2
      Haywire.keep(cache)
    }
    monitor.intervalDidStart(for: activity)
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    monitor.intervalDidEnd(for: activity)
  }

  override func eventDidReachThreshold(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {
    monitor.eventDidReachThreshold(event, activity: activity)
  }

  override func intervalWillStartWarning(for activity: DeviceActivityName) {
    monitor.intervalWillStartWarning(for: activity)
  }

  override func intervalWillEndWarning(for activity: DeviceActivityName) {
    monitor.intervalWillEndWarning(for: activity)
  }

  override func eventWillReachThresholdWarning(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {
    monitor.eventWillReachThresholdWarning(event, activity: activity)
  }
}

/// The reference app's shield configuration; with its mistake it recurses until its stack
/// overflows.
final class HaywireShieldConfiguration: ShieldConfigurationDataSource {
  private let source: ShieldConfigurationDataSource
  private let misbehaviours: Set<HaywireApp.Misbehaviour>

  init(
    wrapping source: ShieldConfigurationDataSource, _ misbehaviours: Set<HaywireApp.Misbehaviour>
  ) {
    self.source = source
    self.misbehaviours = misbehaviours
    super.init()
  }

  private func recurseIfAsked() {
    if misbehaviours.contains(.recurseInShield) { Haywire.keep([UInt8(Haywire.depth(of: 0) & 1)]) }
  }

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    recurseIfAsked()
    return source.configuration(shielding: application)
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    recurseIfAsked()
    return source.configuration(shielding: application, in: category)
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    recurseIfAsked()
    return source.configuration(shielding: webDomain)
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    recurseIfAsked()
    return source.configuration(shielding: webDomain, in: category)
  }
}

/// The reference app's shield action; with its mistake it calls `fatalError`.
final class HaywireShieldAction: ShieldActionDelegate {
  private let delegate: ShieldActionDelegate
  private let misbehaviours: Set<HaywireApp.Misbehaviour>

  init(wrapping delegate: ShieldActionDelegate, _ misbehaviours: Set<HaywireApp.Misbehaviour>) {
    self.delegate = delegate
    self.misbehaviours = misbehaviours
    super.init()
  }

  private func failIfAsked(_ action: ShieldAction) {
    if misbehaviours.contains(.fatalInAction) {
      fatalError("the action table has no row for \(action)")
    }
  }

  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    failIfAsked(action)
    delegate.handle(action: action, for: application, completionHandler: completionHandler)
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    failIfAsked(action)
    delegate.handle(action: action, for: webDomain, completionHandler: completionHandler)
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    failIfAsked(action)
    delegate.handle(action: action, for: category, completionHandler: completionHandler)
  }
}

/// The helpers of the misbehaviours, opaque to the optimiser so that it keeps them.
enum Haywire {
  /// Always `true`: a loop that asks it never ends.
  @inline(never)
  static func keepsGoing(_ turns: Int) -> Bool { turns >= 0 || turns < 0 }

  /// Recurses without end, each frame holding a little stack.
  @inline(never)
  static func depth(of level: Int) -> Int {
    var frame = (level, level, level, level)
    if keepsGoing(level) { frame.1 = depth(of: level &+ 1) }
    return frame.0 + frame.1 + frame.2 + frame.3
  }

  /// Keeps `bytes` alive until the call returns.
  @inline(never)
  static func keep(_ bytes: [UInt8]) {
    withExtendedLifetime(bytes) {}
  }
}

import ScenarioLanguage
import ScreenTimeModel
import SimulationEngine
import TimelineRendering

/// Builds the picture of a run, a ``Timeline``, from the device's events and the runner's steps.
///
/// Lanes: the device (lock, OS version, time zone, authorization with its revocations), the
/// scenario's own steps and expectations with their `file:line`, one lane per activity
/// (scheduled intervals, thresholds, and every callback from when it fell due to when it was
/// delivered, late, held while locked, repeated or dropped), one lane per app and web domain
/// (when the system shielded it and why, when it was in use, its token rotations and expiries),
/// and one lane per process (launches, callbacks handled, kills, crashes). Faults are marks on the
/// lane they hit, and persistent ones a span while they are in force.
final class TimelineRecorder: SystemEventObserver, ScenarioRunObserver {
  private let scenario: Scenario
  private let inventory: Inventory

  private var lock = Lane(title: "Lock", kind: .lock)
  private var version = Lane(title: "iOS", kind: .systemVersion)
  private var zone = Lane(title: "Time zone", kind: .timeZone)
  private var authorization = Lane(title: "Authorization", kind: .authorization)
  private var steps = Lane(title: "Scenario", kind: .scenario)
  private var activities: [String: Lane] = [:]
  private var activityOrder: [String] = []
  private var items: [Item: Lane] = [:]
  private var processes: [ProcessKind: Lane] = [:]

  /// Zone changes: when, and the zone from then on.
  private var zones: [(from: SimulationInstant, zone: DeviceTimeZone)]
  /// The interval in progress of each activity, from when it started.
  private var openIntervals: [String: SimulationInstant] = [:]
  /// Callbacks fallen due and not yet delivered, by activity, kind and event.
  private var pending: [CallbackKey: [(due: SimulationInstant, delivery: CallbackDelivery)]] = [:]
  /// Callbacks about to be delivered again by `os repeats`.
  private var repeating: Set<CallbackKey> = []
  /// Why each item is shielded now, and since when.
  private var shields: [Item: (cause: ShieldCause, since: SimulationInstant)] = [:]
  /// The item in use and since when.
  private var inUse: (item: Item, since: SimulationInstant)?
  private var mainAppLaunch: SimulationInstant?

  private struct CallbackKey: Hashable {
    var activity: String
    var callback: MonitorCallback
    var event: String?

    init(_ callback: ScheduledCallback) {
      activity = callback.activity
      self.callback = callback.callback
      event = callback.event
    }
  }

  init(scenario: Scenario, device: SimulatedDevice) {
    self.scenario = scenario
    inventory = device.inventory
    let start = device.now.millisecondsSinceOrigin
    zones = [(device.now, device.timeZone)]
    lock.states = [StateChange(at: start, kind: .unlocked, label: "unlocked")]
    version.states = [
      StateChange(
        at: start, kind: .systemVersion, label: "iOS \(device.systemVersion)",
        tooltip: "iOS \(device.systemVersion) (\(device.software.build))")
    ]
    zone.states = [
      StateChange(at: start, kind: .timeZone, label: device.timeZone.identifier)
    ]
    authorization.states = [
      StateChange(at: start, kind: .authorizationNotDetermined, label: "notDetermined")
    ]
    for item in inventory.allItems where item.tokenKind != .category {
      items[item] = Lane(
        title: inventory.name(of: item), detail: detail(of: item), kind: .item)
    }
    for process in ProcessKind.allCases {
      processes[process] = Lane(title: process.rawValue, kind: .process(role(of: process)))
    }
  }

  // MARK: - The runner's steps

  /// The runner ran step `index`; `failure` is `nil` for a step that ran (or an expectation that
  /// held), else the failure message.
  func stepDidEnd(_ index: Int, failure outcome: String?) {
    let step = scenario.steps[index]
    let text = StatementText.statement(of: step.action)
    let at = step.instant.millisecondsSinceOrigin
    let source = SourceReference(file: scenario.fileName, line: step.location.line)
    let kind: MarkKind =
      step.isExpectation
      ? (outcome == nil ? .expectationPassed : .expectationFailed)
      : (outcome == nil ? .userAction : .expectationFailed)
    let tooltip = outcome.map { "\(text)\n\($0)" } ?? text
    steps.marks.append(Mark(at: at, kind: kind, label: text, tooltip: tooltip, source: source))
  }

  // MARK: - Events

  func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    let now = event.instant.millisecondsSinceOrigin
    switch event.kind {
    case .deviceLocked, .deviceRestarted:
      setLock(locked: true, at: now)
    case .deviceUnlocked:
      setLock(locked: false, at: now)
    case .systemUpdated(let newVersion, let build):
      version.states.append(
        StateChange(
          at: now, kind: .systemVersion, label: "iOS \(newVersion)",
          tooltip: "iOS \(newVersion) (\(build))"))
      version.marks.append(Mark(at: now, kind: .systemUpdate, label: "update"))
    case .timeZoneChanged(let newZone):
      zones.append((event.instant, newZone))
      zone.states.append(StateChange(at: now, kind: .timeZone, label: newZone.identifier))
    case .authorizationApproved(let epoch, let withDataAccess):
      authorization.states.append(
        StateChange(
          at: now, kind: .authorizationApproved,
          label: "\(withDataAccess ? "approvedWithDataAccess" : "approved") (epoch \(epoch))"))
    case .authorizationDenied:
      authorization.states.append(
        StateChange(at: now, kind: .authorizationDenied, label: "denied"))
    case .authorizationRevoked(let status, let epoch):
      authorization.states.append(
        StateChange(
          at: now,
          kind: status == .denied ? .authorizationDenied : .authorizationNotDetermined,
          label: status.rawValue))
      authorization.marks.append(
        Mark(
          at: now, kind: .revocation, label: "revoked",
          tooltip: "tokens of epoch \(epoch) are void"))
    case .tokensRotated(let rotated):
      for item in rotated { mark(item, .tokenRotation, "rotated", at: now) }
    case .tokensRotatedByUpdate:
      for item in inventory.allItems { mark(item, .tokenRotation, "rotated", at: now) }
    case .tokensExpired(let expired):
      for item in expired { mark(item, .tokenExpiry, "expired", at: now) }
    case .monitoringStarted(_, let name, _, _, _):
      activityLane(name, subject: event.cause.subject) { _ in }
    case .intervalStarted(let name):
      openIntervals[name] = event.instant
    case .intervalEnded(let name), .monitoringStopped(_, let name),
      .activityReplacedDuringInterval(let name):
      closeInterval(of: name, at: now)
    case .thresholdReached(let activity, let name, let threshold):
      activityLane(activity, subject: nil) {
        $0.marks.append(
          Mark(at: now, kind: .threshold, label: name, tooltip: "\(name) reaches \(threshold)"))
      }
    case .callbackDue(let callback):
      pending[CallbackKey(callback), default: []].append((event.instant, .onTime))
    case .callbackDelayed(let callback, _), .callbackHeldByFault(let callback):
      retag(callback, .late)
    case .callbackHeldWhileLocked(let callback):
      retag(callback, .heldWhileLocked)
    case .callbackDropped(let callback), .callbackWithheld(let callback):
      deliver(callback, at: nil, device: device)
    case .callbackRepeated(let kind, let activity):
      repeating.insert(
        CallbackKey(ScheduledCallback(callback: kind, activity: activity, subject: nil)))
    case .callbackDelivered(let callback):
      deliver(callback, at: event.instant, device: device)
    case .mainAppLaunched:
      mainAppLaunch = event.instant
      processes[.mainApp]?.marks.append(Mark(at: now, kind: .launch, label: "launch"))
    case .mainAppTerminated:
      if let launch = mainAppLaunch {
        processes[.mainApp]?.spans.append(
          Span(
            start: launch.millisecondsSinceOrigin, end: now, kind: .processRunning,
            label: "running"))
      }
      mainAppLaunch = nil
    case .invocationStarted(let process, let callback) where process != .mainApp:
      let label =
        callback.map { $0.callback.rawValue }
        ?? (process == .shieldAction ? "action" : "configuration")
      processes[process]?.marks.append(
        Mark(
          at: now, kind: .callbackHandled, label: label,
          tooltip: callback?.description ?? label))
    case .processKilled(let process, let reason):
      processes[process]?.marks.append(
        Mark(
          at: now, kind: reason.isMemoryLimit ? .memoryExceeded : .kill, label: "killed",
          tooltip: reason.description))
    case .monitorKilledAfterCallback(let writes):
      processes[.monitor]?.marks.append(
        Mark(at: now, kind: .kill, label: "killed", tooltip: "after \(writes) writes"))
    case .processCrashed(let process, let reason):
      processes[process]?.marks.append(
        Mark(at: now, kind: .crash, label: "crash", tooltip: reason))
    case .errorShown(let process, let code):
      processes[process]?.marks.append(Mark(at: now, kind: .note, label: code))
    case .faultInjected(let fault):
      markFault(fault, at: now)
    default:
      break
    }
    updateItems(on: device, at: now)
    return []
  }

  private func setLock(locked: Bool, at now: Int64) {
    let kind: StateKind = locked ? .locked : .unlocked
    guard lock.states.last?.kind != kind else { return }
    lock.states.append(StateChange(at: now, kind: kind, label: locked ? "locked" : "unlocked"))
  }

  private func mark(_ item: Item, _ kind: MarkKind, _ label: String, at now: Int64) {
    items[item]?.marks.append(Mark(at: now, kind: kind, label: label))
  }

  /// Changes the lane of activity `name`, adding it (titled after `subject`) when it is new.
  private func activityLane(_ name: String, subject: String?, _ change: (inout Lane) -> Void) {
    if activities[name] == nil {
      activityOrder.append(name)
      activities[name] = Lane(
        title: subject.map { "\($0) · \(name)" } ?? name, detail: name, kind: .activity)
    }
    if let index = activities.index(forKey: name) { change(&activities.values[index]) }
  }

  private func closeInterval(of name: String, at now: Int64) {
    guard let start = openIntervals.removeValue(forKey: name) else { return }
    activityLane(name, subject: nil) {
      $0.spans.append(
        Span(
          start: start.millisecondsSinceOrigin, end: now, kind: .scheduledInterval,
          label: "interval"))
    }
  }

  private func retag(_ callback: ScheduledCallback, _ delivery: CallbackDelivery) {
    let key = CallbackKey(callback)
    guard var list = pending[key], let index = list.indices.last else { return }
    list[index].delivery = delivery
    pending[key] = list
  }

  private func deliver(
    _ callback: ScheduledCallback, at instant: SimulationInstant?, device: any DeviceView
  ) {
    let key = CallbackKey(callback)
    let name =
      callback.event.map { "\(callback.callback.rawValue) (\($0))" }
      ?? callback.callback.rawValue
    let detail = callback.description
    if let instant, repeating.remove(key) != nil {
      activityLane(callback.activity, subject: callback.subject) {
        $0.addCallback(
          named: name, due: instant.millisecondsSinceOrigin,
          delivered: instant.millisecondsSinceOrigin, delivery: .duplicated, detail: detail)
      }
      return
    }
    var list = pending[key] ?? []
    let first = list.isEmpty ? nil : list.removeFirst()
    pending[key] = list.isEmpty ? nil : list
    let due = first?.due ?? instant ?? device.now
    let tagged = first?.delivery ?? .onTime
    let delivery: CallbackDelivery =
      instant == nil ? .dropped : (tagged == .onTime && instant != due ? .late : tagged)
    activityLane(callback.activity, subject: callback.subject) {
      $0.addCallback(
        named: name, due: due.millisecondsSinceOrigin,
        delivered: instant?.millisecondsSinceOrigin, delivery: delivery, detail: detail)
    }
  }

  private func markFault(_ fault: Fault, at now: Int64) {
    let mark = Mark(at: now, kind: .fault, label: fault.id.description, tooltip: fault.description)
    switch fault.kind {
    case .failAuthorization:
      authorization.marks.append(mark)
    case .rotateTokens(let hit), .expireTokens(let hit):
      for item in hit { items[item]?.marks.append(mark) }
    case .updateSystem:
      version.marks.append(mark)
    case .reboot:
      lock.marks.append(mark)
    case .delayCallback, .dropCallback, .repeatCallback, .fireThresholdsEarly,
      .holdThresholdEvents, .releaseThresholdEvents, .killMonitor, .limitMonitorMemory:
      processes[.monitor]?.marks.append(mark)
    case .slowShieldConfiguration:
      processes[.shieldConfiguration]?.marks.append(mark)
    case .sendFalseExpiry, .emptyNextPicker, .crashNextPicker, .backendDown, .backendUp,
      .backendLatency,
      .corruptCopies, .serveSchema, .loseCopies, .bloatCopies:
      processes[.mainApp]?.marks.append(mark)
    case .ignoreStores, .honourStores:
      steps.marks.append(mark)
    }
  }

  /// Brings the item lanes up to date: what the system shields, and what is in use.
  private func updateItems(on device: any DeviceView, at now: Int64) {
    for item in inventory.allItems where item.tokenKind != .category {
      let cause = device.shieldCause(for: item)
      let current = shields[item]
      guard current?.cause != cause else { continue }
      if let current { closeShield(item, current, at: now, into: &items) }
      shields[item] = cause.map { ($0, SimulationInstant(millisecondsSinceOrigin: now)) }
    }
    let screen = device.screen
    let using = screen.isLocked || screen.shownShield != nil ? nil : screen.frontItem
    guard using != inUse?.item else { return }
    if let inUse { closeUse(inUse, at: now) }
    inUse = using.map { ($0, SimulationInstant(millisecondsSinceOrigin: now)) }
  }

  private func closeUse(_ use: (item: Item, since: SimulationInstant), at now: Int64) {
    guard use.since.millisecondsSinceOrigin < now else { return }
    items[use.item]?.spans.append(
      Span(start: use.since.millisecondsSinceOrigin, end: now, kind: .inUse, label: "in use"))
  }

  // MARK: - The picture

  /// The timeline of the run so far, ending at `end`.
  func timeline(
    end: SimulationInstant, device: SimulatedDevice, metadata: [String]
  ) -> Timeline {
    let start = scenario.startInstant.millisecondsSinceOrigin
    let last = max(end.millisecondsSinceOrigin, device.now.millisecondsSinceOrigin, start + 60_000)
    var itemLanes = items
    for (item, shield) in shields { closeShield(item, shield, at: last, into: &itemLanes) }
    if let inUse, inUse.since.millisecondsSinceOrigin < last {
      itemLanes[inUse.item]?.spans.append(
        Span(
          start: inUse.since.millisecondsSinceOrigin, end: last, kind: .inUse, label: "in use"))
    }
    var activityLanes = activities
    for (name, since) in openIntervals where since.millisecondsSinceOrigin < last {
      activityLanes[name]?.spans.append(
        Span(
          start: since.millisecondsSinceOrigin, end: last, kind: .scheduledInterval,
          label: "interval"))
    }
    var processLanes = processes
    if let launch = mainAppLaunch, launch.millisecondsSinceOrigin < last {
      processLanes[.mainApp]?.spans.append(
        Span(
          start: launch.millisecondsSinceOrigin, end: last, kind: .processRunning,
          label: "running"))
    }
    for fault in device.faults.faults where fault.kind.persistence == .persistent {
      let from = fault.injectedAt.millisecondsSinceOrigin
      let to = fault.endedAt?.millisecondsSinceOrigin ?? last
      guard from < to else { continue }
      let span = Span(
        start: from, end: to, kind: .faultWindow, label: fault.id.description,
        tooltip: fault.description)
      switch fault.kind {
      case .holdThresholdEvents, .limitMonitorMemory: processLanes[.monitor]?.spans.append(span)
      case .slowShieldConfiguration: processLanes[.shieldConfiguration]?.spans.append(span)
      case .ignoreStores: steps.spans.append(span)
      default: processLanes[.mainApp]?.spans.append(span)
      }
    }
    let groups = [
      LaneGroup(title: "Device", lanes: [lock, version, zone, authorization]),
      LaneGroup(title: "Scenario", lanes: [steps]),
      LaneGroup(title: "Activities", lanes: activityOrder.compactMap { activityLanes[$0] }),
      LaneGroup(
        title: "Items",
        lanes: inventory.allItems.filter { $0.tokenKind != .category }.compactMap {
          itemLanes[$0]
        }),
      LaneGroup(title: "Processes", lanes: ProcessKind.allCases.compactMap { processLanes[$0] }),
    ]
    return Timeline(
      title: scenario.title, metadata: metadata, range: TimeRange(start: start, end: last),
      clock: clock(from: start, to: last),
      groups: groups.filter { !$0.lanes.isEmpty }.map { redacted($0, by: device) })
  }

  /// `group` with every text that came from the app (activity names, keys, diagnostics) read
  /// through the device's redactor, so the picture never carries token material.
  private func redacted(_ group: LaneGroup, by device: SimulatedDevice) -> LaneGroup {
    var group = group
    for index in group.lanes.indices {
      var lane = group.lanes[index]
      lane.title = device.redacted(lane.title)
      lane.detail = device.redacted(lane.detail)
      for mark in lane.marks.indices {
        lane.marks[mark].label = device.redacted(lane.marks[mark].label)
        lane.marks[mark].tooltip = device.redacted(lane.marks[mark].tooltip)
      }
      for link in lane.links.indices {
        lane.links[link].label = device.redacted(lane.links[link].label)
        lane.links[link].tooltip = device.redacted(lane.links[link].tooltip)
      }
      for span in lane.spans.indices {
        lane.spans[span].tooltip = device.redacted(lane.spans[span].tooltip)
      }
      group.lanes[index] = lane
    }
    return group
  }

  private func closeShield(
    _ item: Item, _ shield: (cause: ShieldCause, since: SimulationInstant), at now: Int64,
    into lanes: inout [Item: Lane]
  ) {
    guard shield.since.millisecondsSinceOrigin < now else { return }
    lanes[item]?.spans.append(
      Span(
        start: shield.since.millisecondsSinceOrigin, end: now,
        kind: shield.cause == .individual ? .shieldedIndividually : .shieldedByCategory,
        label: "shielded (\(shield.cause.rawValue))"))
  }

  /// The zone segments of the run, split where a zone changes its offset (daylight saving).
  private func clock(from start: Int64, to end: Int64) -> TimelineClock {
    var segments: [ZoneSegment] = []
    for (index, entry) in zones.enumerated() {
      let from = index == 0 ? Int64.min : entry.from.millisecondsSinceOrigin
      let until = index + 1 < zones.count ? zones[index + 1].from.millisecondsSinceOrigin : end
      var probe = max(from, start)
      var offset = entry.zone.secondsFromUTC(at: SimulationInstant(millisecondsSinceOrigin: probe))
      segments.append(
        ZoneSegment(from: from, utcOffsetSeconds: offset, zoneName: entry.zone.identifier))
      let hour: Int64 = 3_600_000
      while probe < until {
        let next = min(probe + hour, until)
        let nextOffset = entry.zone.secondsFromUTC(
          at: SimulationInstant(millisecondsSinceOrigin: next))
        if nextOffset != offset {
          let change = firstInstant(in: entry.zone, after: probe, upTo: next, from: offset)
          segments.append(
            ZoneSegment(from: change, utcOffsetSeconds: nextOffset, zoneName: entry.zone.identifier)
          )
          offset = nextOffset
        }
        probe = next
      }
    }
    let midnight = Int64(scenario.start.date.daysSinceEpoch) * 86_400_000
    return TimelineClock(segments: segments, dayOneLocalMidnight: midnight)
  }

  /// The first instant in `(low, high]` at which `zone`'s offset is no longer `offset`.
  private func firstInstant(
    in zone: DeviceTimeZone, after low: Int64, upTo high: Int64, from offset: Int
  ) -> Int64 {
    var low = low
    var high = high
    while high - low > 1 {
      let middle = low + (high - low) / 2
      if zone.secondsFromUTC(at: SimulationInstant(millisecondsSinceOrigin: middle)) == offset {
        low = middle
      } else {
        high = middle
      }
    }
    return high
  }

  private func detail(of item: Item) -> String {
    switch item {
    case .app(let index): inventory.apps[index].bundleIdentifier
    case .web(let index): inventory.webDomains[index].domain
    case .category(let index): inventory.categories[index].displayName
    }
  }

  private func role(of process: ProcessKind) -> ProcessRole {
    switch process {
    case .mainApp: .mainApp
    case .monitor: .monitor
    case .shieldConfiguration: .shieldConfiguration
    case .shieldAction: .shieldAction
    }
  }
}

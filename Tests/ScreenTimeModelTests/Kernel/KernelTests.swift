import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// The kernel driven directly, with a scripted app and an observer that keeps every event.
struct KernelTests {
  /// An app whose code is given as closures; it has the three extensions unless told otherwise.
  final class ScriptedApp: AppUnderTestHost {
    var onMonitorCallback: (MonitorCallback, String) -> Void = { _, _ in }
    var configuration = ShieldAppearance(title: "generic")
    var answer: ShieldResponse? = .close
    var launches = 0

    func mainAppDidLaunch() { launches += 1 }
    func mainAppDidTerminate() {}
    func mainAppDidBecomeActive() {}
    func mainAppDidEnterBackground() {}
    func mainAppDidReceiveTokenExpiry() {}
    func mainAppProtectedDataDidBecomeAvailable() {}
    var hasShieldConfigurationExtension: Bool { true }
    func shieldConfiguration(for request: ShieldConfigurationRequest)
      -> ShieldConfigurationAnswer
    {
      ShieldConfigurationAnswer(
        appearance: configuration, isGeneric: configuration.title == "generic")
    }
    var hasShieldActionExtension: Bool { true }
    func handleShieldAction(
      _ request: ShieldActionRequest, completion: @escaping (ShieldResponse) -> Void
    ) {
      if let answer { completion(answer) }
    }
    var hasMonitorExtension: Bool { true }
    func deliverMonitorCallback(_ callback: MonitorCallback, activity: String, event: String?) {
      onMonitorCallback(callback, activity)
    }
  }

  /// Keeps every event.
  final class EventLog: SystemEventObserver {
    var events: [SystemEvent] = []

    func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
      events.append(event)
      return []
    }

    /// Whether an event matched `match`.
    func contains(_ match: (SystemEvent.Kind) -> Bool) -> Bool {
      events.contains { match($0.kind) }
    }
  }

  let app = ScriptedApp()
  let log = EventLog()
  let device: SimulatedDevice
  let start = CivilDate(year: 2026, month: 1, day: 5)

  init() {
    var inventory = Inventory()
    inventory.apps = [
      .init(name: "insta", bundleIdentifier: "com.insta", displayName: "Instagram", category: nil)
    ]
    let startInstant = DeviceTimeZone.utc.instant(
      at: LocalDateTime(date: start, clock: Clock(hour: 8, minute: 0)))
    device = SimulatedDevice(
      configuration: DeviceConfiguration(
        inventory: inventory, systemVersion: SystemVersion(18, 5), build: "22F76",
        appVersion: "1.0", timeZone: .utc, startDate: start, start: startInstant, seed: 1,
        member: .individual, options: ModelOptions()),
      host: app)
    device.addObserver(log)
  }

  func approve() {
    device.runInMainApp(foreground: true) {
      try? device.requestAuthorization(for: .individual, answer: .approve)
    }
  }

  func at(_ hour: Int, _ minute: Int = 0) -> SimulationInstant {
    DeviceTimeZone.utc.instant(
      at: LocalDateTime(date: start, clock: Clock(hour: hour, minute: minute)))
  }

  @Test func thePickerShowsNothingUntilTheAppIsAuthorized() throws {
    let choice = FamilyActivityPicker.Choice(apps: [.app(0)])
    #expect(device.presentPicker(choice)?.isEmpty == true)
    approve()
    let selection = try #require(device.presentPicker(choice))
    #expect(selection.applications.count == 1)
    #expect(device.tokenRecord(of: selection.applications[0])?.item == .app(0))
    #expect(
      log.contains {
        if case .pickerShowedNothing = $0 { return true }
        return false
      })
    #expect(app.launches == 1)
  }

  @Test func aStoreWriteShieldsTheItemInFrontAtOnce() throws {
    approve()
    let token =
      device.presentPicker(FamilyActivityPicker.Choice(apps: [.app(0)]))?.applications ?? []
    try device.open(.app(0))
    #expect(
      {
        if case .openedNormally(.app(0)) = log.events.last?.kind { return true }
        return false
      }())
    device.runInMainApp(foreground: false) {
      device.writeStore("a", ShieldSettingsState(applications: Set(token)), clears: false)
    }
    // The write happens while insta is in front: the shield appears over it at once.
    #expect(device.screen.front == .item(.app(0)))
    #expect(device.screen.shownShield?.appearance == app.configuration)
    #expect(
      {
        guard case .shieldShown(let request, let appearance, false, _, _) = log.events.last?.kind
        else { return false }
        return request.item == .app(0) && request.cause == .individual
          && appearance == app.configuration
      }())
    device._checkInvariants()
  }

  @Test func callbacksWaitForTheUnlockAndADroppedOneNeverComes() throws {
    approve()
    var delivered: [MonitorCallback] = []
    app.onMonitorCallback = { callback, _ in delivered.append(callback) }
    let schedule = ActivitySchedule(
      start: ScheduleComponents(hour: 9, minute: 0), end: ScheduleComponents(hour: 10, minute: 0),
      repeats: true, warningTime: nil)
    device.runInMainApp(foreground: false) {
      try? device.startMonitoring("a", schedule: schedule, events: [])
    }
    try device.inject(
      Fault(
        id: FaultID(1), kind: .dropCallback(.intervalDidEnd, subject: nil),
        description: "os drops next intervalDidEnd", injectedAt: device.now))
    device.lock()
    try device.advance(to: at(9, 30))
    #expect(delivered.isEmpty)
    #expect(device.deviceActivity.dispatcher.heldWhileLocked.count == 1)
    device.unlock()
    #expect(delivered == [.intervalDidStart])
    try device.advance(to: at(10, 30))
    #expect(delivered == [.intervalDidStart])
    #expect(device.faults.fault(FaultID(1))?.firings == 1)
    #expect(
      log.contains {
        if case .callbackDropped(let callback) = $0 {
          return callback.callback == .intervalDidEnd && callback.activity == "a"
        }
        return false
      })
    device._checkInvariants()
  }

  @Test func anActionThatNeverCompletesCountsAsNoneAndIsReported() throws {
    approve()
    let token =
      device.presentPicker(FamilyActivityPicker.Choice(apps: [.app(0)]))?.applications ?? []
    device.runInMainApp(foreground: false) {
      device.writeStore("a", ShieldSettingsState(applications: Set(token)), clears: false)
    }
    try device.open(.app(0))
    app.answer = nil
    try device.tap(.primary)
    let handled = log.events.compactMap { event -> [ShieldResponse]? in
      if case .actionHandled(_, let answers, true) = event.kind { return answers }
      return nil
    }
    #expect(handled == [[]])
    #expect(
      log.contains {
        if case .actionAnswered(_, .none) = $0 { return true }
        return false
      })
    #expect(device.screen.shownShield != nil)
  }

  @Test func eachOperationCarriesItsCauseIntoTheEvents() {
    let cause = device.beginOperation(subject: "work")
    approve()
    #expect(log.events.allSatisfy { $0.cause == cause })
    #expect(device.beginOperation(subject: nil).operation == cause.operation + 1)
  }
}

import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import XCTest

/// App code that starts tasks runs in a fixed order on the simulated device: the same scenario
/// gives the same trace every time, sleeping tasks wake on the device's clock, and tasks left
/// unfinished when their process ends are reported.
final class DeterministicTasksTests: XCTestCase {
  /// A main app that does its work the way apps written with Swift concurrency do.
  final class TaskApp: ScreenTimeApp {
    var subscription: AnyCancellable?
    var statusTask: Task<Void, Never>?
    /// Shared by the tasks of this process.
    let tally = Tally()

    func applicationDidBecomeActive() {
      guard subscription == nil else { return }
      subscription = AuthorizationCenter.shared.$authorizationStatus.dropFirst().sink { status in
        AppDiagnostics.record("status.sink", ["status": status.description])
      }
      statusTask = Task {
        for await status in AuthorizationCenter.shared.$authorizationStatus.values {
          AppDiagnostics.record("status.values", ["status": status.description])
        }
      }
    }

    func revokeAuthorization() {
      AuthorizationCenter.shared.revokeAuthorization { _ in }
    }

    func userDidRequestAuthorization() {
      Task {
        do {
          try await AuthorizationCenter.shared.requestAuthorization(for: .individual)
          AppDiagnostics.record("auth.done")
        } catch {
          AppDiagnostics.record("auth.failed")
        }
      }
    }

    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {
      Task {
        async let slow = Self.work("slow", seconds: 3)
        async let fast = Self.work("fast", seconds: 1)
        let pair = await [slow, fast]
        AppDiagnostics.record("pair", ["names": pair.joined(separator: "+")])
        let order = await withTaskGroup(of: String.self) { group in
          for index in 0..<3 {
            group.addTask { await Self.work("child\(index)", seconds: 3 - index) }
          }
          var names: [String] = []
          for await name in group { names.append(name) }
          return names
        }
        AppDiagnostics.record("group", ["order": order.joined(separator: "+")])
        let count = await tally.add()
        AppDiagnostics.record("tally", ["count": String(count)])
        try? await Task.sleep(for: .seconds(30))
        ManagedSettingsStore(named: .init("tasks")).shield.applications =
          selection.applicationTokens
        Task.detached {
          AppDiagnostics.record("detached", ["ran": "true"])
        }
      }
    }

    nonisolated static func work(_ name: String, seconds: Int) async -> String {
      try? await Task.sleep(nanoseconds: UInt64(seconds) * 1_000_000_000)
      AppDiagnostics.record("work", ["name": name])
      return name
    }
  }

  /// A counter the app's tasks share.
  actor Tally {
    private var count = 0

    func add() -> Int {
      count += 1
      return count
    }
  }

  /// A monitor whose callback leaves a task asleep when it returns.
  final class NappingMonitor: DeviceActivityMonitor {
    override func intervalDidStart(for activity: DeviceActivityName) {
      Task {
        try? await Task.sleep(for: .seconds(60))
        AppDiagnostics.record("monitor.woke")
      }
    }
  }

  final class SchedulingApp: ScreenTimeApp {
    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }

    func schedule(profile: String, plan: MonitoringPlan) {
      guard let schedule = plan.schedules.first else { return }
      try? DeviceActivityCenter().startMonitoring(.init("nap"), during: schedule)
    }
  }

  /// Starts a long sleep when a profile is blocked, cancels it when it is unblocked, and spins
  /// forever when asked to sync.
  final class CancellingApp: ScreenTimeApp {
    var nap: Task<Void, Never>?

    func blockNow(profile: String) {
      nap = Task {
        do {
          try await Task.sleep(for: .seconds(3_600))
          AppDiagnostics.record("nap", ["ended": "woke"])
        } catch {
          AppDiagnostics.record("nap", ["ended": "cancelled"])
        }
      }
    }

    func unblock(profile: String) {
      nap?.cancel()
    }

    func sync() {
      Task {
        while true { await Task.yield() }
      }
    }
  }

  static let codes: [String] = [
    "status.sink", "status.values", "auth.done", "auth.failed", "pair", "group", "tally", "work",
    "detached", "monitor.woke", "nap",
  ]

  static let scenario = """
    scenario "tasks in a fixed order"
    app game com.example.game
    user opens main app
    user approves authorization
    expect diagnostic auth.done
    expect diagnostic status.sink status=approved
    expect diagnostic status.values status=approved
    user picks focus apps game
    expect no diagnostic work
    +1s expect diagnostic work name=fast
    expect no diagnostic pair
    +2s expect diagnostic pair names=slow+fast
    +3s expect diagnostic group order=child2+child1+child0
    expect diagnostic tally count=1
    expect not shielded game
    +30s expect shielded game
    expect diagnostic detached ran=true
    app revokes authorization
    expect diagnostic status.sink status=denied
    expect diagnostic status.values status=denied
    os reboots
    """

  func run(_ text: String, app: AppBundle) throws -> ScenarioResult {
    let scenario = try ScenarioLoader(extraDiagnosticCodes: Self.codes).scenario(from: text)
    return ScenarioRunner.run(scenario, app: app)
  }

  static let taskApp = AppBundle(
    name: "tasks", mainApp: { TaskApp() }, shieldConfiguration: nil, shieldAction: nil,
    monitor: nil, genericShield: ShieldConfiguration())

  func testTasksRunInAFixedOrderOnTheDevicesClock() throws {
    let result = try run(Self.scenario, app: Self.taskApp)
    XCTAssertEqual(result.failureLines, [])
    XCTAssertTrue(result.trace.contains { $0.hasSuffix("a task sleeps until day 1 08:00:36.000") })
    XCTAssertTrue(
      result.trace.contains {
        $0.contains("app") && $0.contains("process ends with unfinished tasks")
      },
      "the status task waits on $authorizationStatus.values when the process ends")
  }

  func testTheSameRunGivesOneDigestAHundredTimes() throws {
    var digests = Set<String>()
    for _ in 0..<100 {
      digests.insert(try run(Self.scenario, app: Self.taskApp).digest)
    }
    XCTAssertEqual(digests.count, 1, "digests: \(digests.sorted())")
  }

  func testCancellingASleepingTaskEndsItsSleepAtOnce() throws {
    let app = AppBundle(
      name: "cancelling", mainApp: { CancellingApp() }, shieldConfiguration: nil,
      shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration())
    let result = try run(
      """
      scenario "cancel a sleep"
      user blocks nap now
      +10m expect no diagnostic nap
      user unblocks nap
      expect diagnostic nap ended=cancelled
      +2h expect diagnostic nap ended=cancelled
      """, app: app)
    XCTAssertEqual(result.failureLines, [])
  }

  func testTasksThatNeverSettleFailTheStep() throws {
    let app = AppBundle(
      name: "spinning", mainApp: { CancellingApp() }, shieldConfiguration: nil,
      shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration())
    let result = try run(
      """
      scenario "a task that never ends"
      app syncs
      wait
      """, app: app)
    XCTAssertEqual(
      result.failureLines,
      ["scenario:2: expected the app's tasks to settle, got work still made after 100000 jobs"])
  }

  func testATaskStillAsleepWhenAnExtensionReturnsIsReportedAndNeverRuns() throws {
    let app = AppBundle(
      name: "napping", mainApp: { SchedulingApp() }, shieldConfiguration: nil, shieldAction: nil,
      monitor: { NappingMonitor() }, genericShield: ShieldConfiguration())
    let result = try run(
      """
      scenario "a monitor task outlives its callback"
      user approves authorization
      app schedules focus daily 09:00-10:00
      09:05 expect callback intervalDidStart
      09:30 expect no diagnostic monitor.woke
      """, app: app)
    XCTAssertEqual(result.failureLines, [])
    XCTAssertTrue(
      result.trace.contains {
        $0.contains("monitor")
          && $0.contains(
            "process ends with unfinished tasks (sleeping until day 1 09:01:00.000): they never finish"
          )
      }, result.trace.joined(separator: "\n"))
  }
}

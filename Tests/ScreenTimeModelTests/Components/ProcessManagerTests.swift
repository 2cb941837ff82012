import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// How the app's processes admit writes, count memory and start and end, without a device.
struct ProcessManagerTests {
  @Test func aKillFaultEndsTheRunAtTheWriteAfterItsCount() {
    var processes = ProcessManager()
    processes.beginRun(in: .monitor, killAfterWrites: 2, memoryLimit: nil)
    #expect(processes.admitWrite().isAdmitted)
    #expect(processes.admitWrite().isAdmitted)
    let third = processes.admitWrite()
    #expect(!third.isAdmitted)
    #expect(
      EffectLines.of(third.effects) == [
        "emit processKilled(ProcessKind.monitor, reason: os kills the process at write 3)"
      ])
    // A dead process writes nothing more and dies only once.
    #expect(EffectLines.outcome(processes.admitWrite()) == "false []")
    #expect(processes.end(.crashed("late")).isEmpty)
    let run = processes.endRun()
    #expect(run.writes == 2)
    #expect(!run.isAlive)
    #expect(processes.invocations.isEmpty)
  }

  @Test func writesOutsideAnyRunAreAdmittedAndAnInspectionAdmitsNone() {
    var processes = ProcessManager()
    #expect(processes.admitWrite().isAdmitted)
    processes.beginInspection()
    #expect(EffectLines.outcome(processes.admitWrite()) == "false []")
    #expect(!processes.mayCurrentProcessWrite)
    #expect(processes.endRun().isReadOnly)
  }

  @Test func aReadHoldsItsValueOnceAndDecodesItForTheReadAlone() {
    var processes = ProcessManager()
    let limit = ProcessManager.baselineMemory + 1_000
    processes.beginRun(in: .monitor, killAfterWrites: nil, memoryLimit: limit)
    // 500 held and 500 decoded: exactly at the ceiling.
    #expect(EffectLines.outcome(processes.chargeRead(of: 500, at: "a")) == "true []")
    // The same key again: only its decoded copy, for the read.
    #expect(EffectLines.outcome(processes.chargeRead(of: 500, at: "a")) == "true []")
    // Another key: 500 + 500 held, 500 decoded.
    let passed = processes.chargeRead(of: 500, at: "b")
    #expect(!passed.isAlive)
    #expect(
      EffectLines.of(passed.effects) == [
        "emit processKilled(ProcessKind.monitor, reason: memory \(limit + 500) bytes passes the "
          + "ceiling of \(limit) bytes)"
      ])
    processes.beginRun(in: .mainApp, killAfterWrites: nil, memoryLimit: nil)
    #expect(EffectLines.outcome(processes.chargeRead(of: 1 << 30, at: "a")) == "true []")
  }

  @Test func aLaunchedMainAppComesForwardGoesBackAndEndsWithItsHandlersFirst() {
    var processes = ProcessManager()
    #expect(
      EffectLines.of(processes.launchMainApp()) == [
        "reset main app status", "emit mainAppLaunched", "run main app didLaunch",
      ])
    #expect(processes.launchMainApp().isEmpty)
    #expect(
      EffectLines.of(processes.foregroundMainApp(at: instant(9))) == [
        "emit mainAppForegrounded", "main app rereads authorization",
        "deliver pending expiry message", "run main app didBecomeActive",
      ])
    #expect(processes.lastForegroundAt == instant(9))
    #expect(processes.foregroundMainApp(at: instant(10)).isEmpty)
    #expect(
      EffectLines.of(processes.backgroundMainApp()) == [
        "emit mainAppBackgrounded", "run main app didEnterBackground",
      ])
    #expect(processes.backgroundMainApp().isEmpty)
    #expect(
      EffectLines.of(processes.terminateMainApp()) == [
        "run main app didTerminate", "end main app process",
      ])
    #expect(
      EffectLines.of(processes.endMainAppProcess()) == [
        "reset main app status", "emit mainAppTerminated",
      ])
    #expect(!processes.mainApp.isRunning)
    #expect(processes.terminateMainApp().isEmpty)
  }

  @Test func theEndOfTheMainAppsProcessReportsItsSleepingTasks() {
    var processes = ProcessManager()
    _ = processes.launchMainApp()
    for (number, hour) in [(1, 11), (2, 10)] {
      processes.sleepers[number] = TaskSleeper(
        process: .mainApp, invocation: 1, cause: Cause(operation: 1, subject: nil),
        until: instant(hour), wake: {})
    }
    #expect(
      EffectLines.of(processes.endMainAppProcess()).first
        == "emit tasksPendingAtProcessEnd(ProcessKind.mainApp, sleepingUntil: "
        + "[+0d 10:00:00.000, +0d 11:00:00.000])")
    #expect(processes.sleepers.isEmpty)
  }

  @Test func anExpiryMessageWaitsForTheMainAppAndDoesNotExistBeforeIOS26Point5() {
    var processes = ProcessManager()
    #expect(
      EffectLines.of(processes.postExpiryMessage(exists: false)) == [
        "emit expiryMessagePosted(exists: false)"
      ])
    #expect(
      EffectLines.of(processes.postExpiryMessage(exists: true)) == [
        "emit expiryMessagePosted(exists: true)"
      ])
    #expect(processes.deliverPendingExpiryMessage().isEmpty)
    _ = processes.launchMainApp()
    #expect(processes.mainApp.hasPendingExpiryMessage)
    #expect(
      EffectLines.of(processes.deliverPendingExpiryMessage()) == [
        "emit expiryMessageDelivered", "run main app didReceiveTokenExpiry",
      ])
    _ = processes.foregroundMainApp(at: instant(9))
    #expect(
      EffectLines.of(processes.postExpiryMessage(exists: true)) == [
        "emit expiryMessagePosted(exists: true)", "deliver pending expiry message",
      ])
    #expect(
      EffectLines.of(processes.protectedDataBecameAvailable()) == [
        "emit mainAppProtectedDataAvailable", "run main app protectedDataDidBecomeAvailable",
      ])
  }
}

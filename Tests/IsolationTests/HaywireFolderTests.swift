import Foundation
import Testing

/// The misbehaving app's folder of good, trapping, looping, hogging and recursing scenarios,
/// through its own `haywire-stsim`: every command finishes with every scenario reported, the good
/// ones passing and each bad one failing with its process, its cause and its line, while the rest
/// of its scenario runs as on a device.
struct HaywireFolderTests {
  /// What `run` must say of one scenario: `nil` for a pass, else each failure line's ending.
  static let expected: [(file: String, failures: [String]?)] = [
    (
      "dispatch-sync-in-app",
      [
        ":7: expected invariant 'no-crash' to hold, got the app process crashed: SIGILL: a trap in "
          + "its code",
        ":9: expected 'game' shielded, got not shielded",
      ]
    ),
    (
      "fatal-in-action",
      [
        ":10: expected invariant 'no-crash' to hold, got the shield-action process crashed: SIGILL: "
          + "a trap in its code (HaywireApp/HaywireExtensions.swift:",
        ":11: expected action close, got none",
      ]
    ),
    ("good-block", nil),
    ("good-schedule", nil),
    (
      "hog-in-monitor",
      [
        ":8: expected invariant 'no-crash' to hold, got the monitor process crashed: killed by the "
          + "system: its memory passed 6 MB, the limit of the monitor extension",
        ":9: expected 'game' shielded, got not shielded",
      ]
    ),
    (
      "loop-in-monitor",
      [
        ":8: expected invariant 'no-crash' to hold, got the monitor process crashed: killed by the "
          + "system's watchdog: one run took more than 1 s of processor time, the limit of the "
          + "monitor extension",
        ":9: expected 'game' shielded, got not shielded",
      ]
    ),
    (
      "recurse-in-shield",
      [
        ":8: expected invariant 'no-crash' to hold, got the shield-config process crashed: SIGSEGV: "
          + "its stack overflowed (endless recursion)",
        ":10: expected shield profile focus, got the system default shield",
      ]
    ),
    (
      "store-off-thread",
      [
        ":9: expected the app's code to use the device from the thread that drives it, got "
          + "ScreenTimeAPI was used from a thread that does not drive the simulated device (a "
          + "DispatchQueue, a Thread, or a task resumed from one)"
      ]
    ),
    (
      "trap-in-monitor",
      [
        ":8: expected invariant 'no-crash' to hold, got the monitor process crashed: SIGILL: a trap "
          + "in its code (HaywireApp/HaywireExtensions.swift:",
        ":9: expected 'game' shielded, got not shielded",
      ]
    ),
  ]

  @Test func runReportsEveryScenarioWithItsProcessCauseAndLine() throws {
    let run = try ProgramRun("haywire-stsim", ["run", "Tests/HaywireScenarios"])
    #expect(!run.timedOut, "run took \(run.seconds) s")
    #expect(run.status == 1, "\(run.error)")
    var lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.last == "2 passed, 7 failed")
    lines.removeLast()
    var index = 0
    for (file, failures) in Self.expected {
      let path = "Tests/HaywireScenarios/\(file).scenario"
      try #require(index < lines.count, "no line for \(file)")
      #expect(
        lines[index].hasPrefix((failures == nil ? "PASS " : "FAIL ") + path), "\(lines[index])")
      index += 1
      for failure in failures ?? [] {
        try #require(index < lines.count, "no failure line of \(file)")
        #expect(lines[index].hasPrefix("  " + path + failure), "\(lines[index])")
        index += 1
      }
    }
    #expect(index == lines.count, "\(lines[index...])")
  }

  /// Every report format and the trace name the process, the cause and the scenario's line.
  @Test func everyReportAndTheTraceNameTheProcessTheCauseAndTheLine() throws {
    let path = "Tests/HaywireScenarios/trap-in-monitor.scenario"
    let cause = "the monitor process crashed: SIGILL: a trap in its code (HaywireApp/"
    let json = try ProgramRun("haywire-stsim", ["run", path, "--format", "json"])
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let scenario = try #require((object?["scenarios"] as? [[String: Any]])?.first)
    let failure = try #require((scenario["failures"] as? [[String: Any]])?.first)
    #expect(failure["line"] as? Int == 8)
    #expect((failure["message"] as? String)?.contains(cause) == true, "\(failure)")
    let junit = try ProgramRun("haywire-stsim", ["run", path, "--format", "junit"])
    #expect(
      junit.output.contains(
        "<failure message=\"\(path):8: expected invariant &apos;no-crash&apos; to hold, got "
          + cause), "\(junit.output)")
    let html = try ProgramRun("haywire-stsim", ["run", path, "--format", "html"])
    #expect(
      html.output.contains(
        "\(path):8</code> expected invariant 'no-crash' to hold, got " + cause),
      "\(html.output.prefix(2_000))")
    let trace = try ProgramRun("haywire-stsim", ["trace", path])
    let lines = trace.output.split(separator: "\n")
    #expect(
      lines.contains { $0.contains("  monitor  ") && $0.contains("crashed: SIGILL: a trap") },
      "\(trace.output)")
    #expect(lines.contains { $0.contains("violation of no-crash: " + cause) }, "\(trace.output)")
    for run in [json, junit, html] { #expect(run.status == 1 && !run.timedOut) }
  }

  /// `--versions` plays each scenario on each release in workers too: a crash and a good run
  /// (`run`, `matrix` and the host's tests play the watchdog's deaths).
  @Test func everyReleaseOfEveryScenarioIsReported() throws {
    let run = try ProgramRun(
      "haywire-stsim",
      [
        "run", "Tests/HaywireScenarios/good-block.scenario",
        "Tests/HaywireScenarios/trap-in-monitor.scenario", "--versions", "18.0,26.0",
      ])
    #expect(!run.timedOut, "run took \(run.seconds) s")
    #expect(run.status == 1, "\(run.error)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(
      lines.last == "2 scenarios on 2 releases: 2 passed, 2 failed, 0 not meant, 0 skipped",
      "\(run.output)")
    for release in ["18.0", "26.0"] {
      let header = "FAIL Tests/HaywireScenarios/trap-in-monitor.scenario on iOS \(release)"
      let index = try #require(lines.firstIndex(of: header), "\(run.output)")
      #expect(
        lines[index + 1].contains(
          "trap-in-monitor.scenario:8: expected invariant 'no-crash' to hold, got the monitor "
            + "process crashed: SIGILL"), "\(lines[index + 1])")
    }
  }

  /// The scenarios named after a misbehaviour that kills a process, which between them catch
  /// every misbehaviour: the good ones and the one of a use from another thread would add a
  /// second of the watchdog's processor time to the column of the monitor's loop, and nothing
  /// `run` does not check.
  @Test func matrixCatchesEveryMisbehaviourAndListsTheDeaths() throws {
    let files = [
      "dispatch-sync-in-app", "fatal-in-action", "hog-in-monitor", "loop-in-monitor",
      "recurse-in-shield", "trap-in-monitor",
    ]
    let run = try ProgramRun(
      "haywire-stsim",
      ["matrix"] + files.map { "Tests/HaywireScenarios/\($0).scenario" } + ["--app", "haywire"])
    #expect(!run.timedOut, "matrix took \(run.seconds) s")
    #expect(run.status == 0, "\(run.output)\(run.error)")
    #expect(run.output.contains("haywire: 6 passed, 0 failed"), "\(run.output)")
    #expect(run.output.contains("every mistake is caught"))
    let deaths =
      run.output.components(separatedBy: "each run going on as on a device:\n").last ?? ""
    for needle in [
      "trap-in-monitor.scenario:8 (trap-in-monitor): the monitor process crashed: SIGILL",
      "loop-in-monitor.scenario:8 (loop-in-monitor): the monitor process crashed: killed by the "
        + "system's watchdog",
      "hog-in-monitor.scenario:8 (hog-in-monitor): the monitor process crashed: killed by the "
        + "system: its memory passed 6 MB",
      "recurse-in-shield.scenario:8 (recurse-in-shield): the shield-config process crashed: "
        + "SIGSEGV: its stack overflowed",
      "fatal-in-action.scenario:10 (fatal-in-action): the shield-action process crashed: SIGILL",
      "dispatch-sync-in-app.scenario:7 (dispatch-sync-in-app): the app process crashed: SIGILL",
    ] {
      #expect(deaths.contains(needle), "\(needle)")
    }
  }

  // Stories tap a shield too rarely for `fatal-in-action`, and a use from another thread is a
  // failed step, not a broken invariant, which exploring does not judge. A death by memory is
  // shrunk as any other death is, each of the dozens of tries writing a quarter of a gigabyte:
  // `run`, `matrix` and the workers' tests check it. Each explores enough runs to reach a story
  // that calls the misbehaving code (an interval begun, a shield shown), and one or two more: at
  // seed 1 the monitor's crash comes at run 4, the others' at run 0.
  @Test(arguments: [
    ("trap-in-monitor", 6, "the monitor process crashed: SIGILL: a trap in its code"),
    ("recurse-in-shield", 2, "the shield-config process crashed: SIGSEGV: its stack overflowed"),
    ("dispatch-sync-in-app", 2, "the app process crashed: SIGILL: a trap in its code"),
  ])
  func exploreShrinksEachCrashToAFileThatReplaysIt(mistake: String, runs: Int, cause: String)
    throws
  {
    let folder = FileManager.default.temporaryDirectory.path + "/haywire-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try ProgramRun(
      "haywire-stsim",
      ["explore", "--app", "haywire", "--with", mistake, "--runs", "\(runs)", "--output", folder])
    #expect(!run.timedOut, "explore took \(run.seconds) s")
    #expect(run.status == 1, "\(run.output)\(run.error)")
    #expect(run.output.contains("invariant no-crash"), "\(run.output)")
    #expect(run.output.contains(cause), "\(run.output)")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let scenario = try #require(files.first { $0.hasSuffix("-no-crash.scenario") }, "\(files)")
    #expect(files.contains(scenario.replacingOccurrences(of: ".scenario", with: ".trace")))
    let failing = try ProgramRun(
      "haywire-stsim", ["run", folder + "/" + scenario, "--with", mistake])
    #expect(failing.status == 1 && failing.output.contains(cause), "\(failing.output)")
    let passing = try ProgramRun("haywire-stsim", ["run", folder + "/" + scenario])
    #expect(passing.status == 0, "\(passing.output)")
  }

  /// Exploring an app whose monitor loops finishes: every run and every shrink attempt is
  /// ended by the watchdog (at a twentieth of the default limit, five of its 10 ms looks, since
  /// shrinking tries the loop dozens of times; `run` is checked at the default one).
  ///
  /// At seed 1 the loop is first reached at run 4.
  @Test func exploreOfARunawayLoopFinishes() throws {
    let folder = FileManager.default.temporaryDirectory.path + "/haywire-" + UUID().uuidString
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = try ProgramRun(
      "haywire-stsim",
      [
        "explore", "--app", "haywire", "--with", "loop-in-monitor", "--runs", "6", "--output",
        folder, "--time-limit", "monitor=50ms",
      ])
    #expect(!run.timedOut, "explore took \(run.seconds) s")
    #expect(run.status == 1, "\(run.output)\(run.error)")
    #expect(
      run.output.contains(
        "the monitor process crashed: killed by the system's watchdog: one run took more than "
          + "50 ms of processor time, the limit of the monitor extension"), "\(run.output)")
  }

  /// Runs of the folder on one thread and on four, more than this machine's cores, give one
  /// set of digests.
  @Test func aCrashGivesTheSameTraceEveryTimeWhateverTheJobs() throws {
    var digests: Set<String> = []
    for jobs in ["1", "4"] {
      let run = try ProgramRun(
        "haywire-stsim",
        ["run", "Tests/HaywireScenarios", "--format", "json", "--jobs", jobs])
      let object = try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any]
      let scenarios = try #require(object?["scenarios"] as? [[String: Any]])
      digests.insert(
        scenarios.map { "\($0["path"] ?? ""):\($0["digest"] ?? "")" }.joined(separator: ","))
    }
    #expect(digests.count == 1, "\(digests)")
  }

  @Test func aStoreReadFromADispatchQueueGivesTheDocumentedMessageEveryTime() throws {
    var reports: Set<String> = []
    for _ in 0..<12 {
      let run = try ProgramRun(
        "haywire-stsim", ["run", "Tests/HaywireScenarios/store-off-thread.scenario"])
      #expect(run.status == 1)
      reports.insert(run.output)
    }
    #expect(reports.count == 1, "\(reports)")
    #expect(
      reports.first?.contains("ScreenTimeAPI was used from a thread that does not drive") == true)
  }
}

import Foundation
import ScenarioReports
import StsimCLI
import Testing

struct RunCommandTests {
  static let passing = """
    scenario "an unknown token gets the generic shield"
    tags shields
    app insta com.burbn.instagram
    user approves authorization
    user picks work apps insta
    user blocks work now
    os rotates all tokens
    user opens insta
    expect shield generic
    user taps primary
    expect action close
    """

  static let failing = """
    scenario "expects the wrong response"
    app insta com.burbn.instagram
    user approves authorization
    user picks work apps insta
    user blocks work now
    os rotates all tokens
    user opens insta
    user taps primary
    expect action defer
    """

  @Test func aPassingFolderPrintsPassLinesAndExitsZero() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", Self.passing)
    let run = CommandRun(["run", folder.path])
    #expect(run.status == .success)
    #expect(
      run.output == "PASS \(path)  an unknown token gets the generic shield\n1 passed, 0 failed\n")
  }

  @Test func aFailingScenarioPrintsItsFailureLinesAndExitsOne() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("b.scenario", Self.failing)
    let run = CommandRun(["run", path])
    #expect(run.status == .failure)
    #expect(
      run.output == """
        FAIL \(path)  expects the wrong response
          \(path):9: expected action defer, got close
        0 passed, 1 failed

        """)
  }

  @Test func aMistakeFromTheCommandLineMakesAScenarioFail() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", Self.passing)
    let run = CommandRun(["run", path, "--with", "defer-unknown"])
    #expect(run.status == .failure)
    #expect(run.output.contains("\(path):10: expected invariant 'unknown-token-action' to hold"))
    #expect(run.output.contains("\(path):11: expected action close, got defer"))
  }

  @Test func anInvalidFileRunsNothingAndExits65() throws {
    let folder = try ScratchFolder()
    try folder.write("a.scenario", Self.passing)
    let bad = try folder.write("z.scenario", "scenario \"z\"\nuser opens instagram\n")
    let run = CommandRun(["run", folder.path])
    #expect(run.status == .dataError)
    #expect(run.output == "")
    #expect(run.error.hasPrefix("\(bad):2:12: error: undeclared app alias 'instagram'"))
    #expect(run.error.hasSuffix("\n2 scenarios checked, 1 error in 1 file; nothing was run\n"))
  }

  @Test func theJSONFormatIsOneObject() throws {
    let folder = try ScratchFolder()
    try folder.write("a.scenario", Self.passing)
    let run = CommandRun(["run", folder.path, "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    #expect(object["passed"] as? Int == 1)
    #expect(object["failed"] as? Int == 0)
  }

  @Test func theOutputOptionWritesTheReportToAFile() throws {
    let folder = try ScratchFolder()
    try folder.write("a.scenario", Self.passing)
    let report = folder.path + "/report.xml"
    let run = CommandRun(["run", folder.path, "--format", "junit", "--output", report])
    #expect(run.status == .success)
    #expect(run.output == "1 passed, 0 failed\n")
    let xml = try String(contentsOfFile: report, encoding: .utf8)
    #expect(xml.contains("<testsuite name=\"stsim\" tests=\"1\" failures=\"0\""))
  }

  @Test func aTagSelectsScenarios() throws {
    let folder = try ScratchFolder()
    try folder.write("a.scenario", Self.passing)
    try folder.write("b.scenario", Self.failing)
    #expect(CommandRun(["run", folder.path, "--tag", "shields"]).status == .success)
    #expect(CommandRun(["run", folder.path]).status == .failure)
  }

  @Test func aTagThatNoScenarioHasIsAUsageError() throws {
    let folder = try ScratchFolder()
    try folder.write("a.scenario", Self.passing)
    let run = CommandRun(["run", folder.path, "--tag", "shield"])
    #expect(run.status == .usage)
    #expect(run.output == "")
    #expect(
      run.error.hasPrefix("error: no scenario has the tag 'shield'; did you mean 'shields'?\n"))
  }

  @Test func theTraceOptionAddsTracesToTheJSONReport() throws {
    let folder = try ScratchFolder()
    try folder.write("b.scenario", Self.failing)
    let run = CommandRun(["run", folder.path, "--format", "json", "--trace"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any])
    let scenario = try #require((object["scenarios"] as? [[String: Any]])?.first)
    let trace = try #require(scenario["trace"] as? [String])
    #expect(trace.contains { $0.hasSuffix("shield-action  responds .close") })
  }

  @Test func theTraceOptionPrintsTheTraceOfFailingScenarios() throws {
    let folder = try ScratchFolder()
    try folder.write("b.scenario", Self.failing)
    let run = CommandRun(["run", folder.path, "--trace"])
    #expect(run.output.contains("  trace:\n"))
    #expect(run.output.contains("shield-action  responds .close"))
    #expect(run.output.contains("    digest "))
  }

  @Test(arguments: [
    (
      ["run", "--format", "yaml"],
      "error: invalid value 'yaml' for '--format'; expected text, json, junit or html"
    ),
    (
      ["run", "--with", "defer-unkown"],
      "error: invalid value 'defer-unkown' for '--with'; expected a mistake from 'stsim list mistakes'; did you mean 'defer-unknown'?"
    ),
    (
      ["run", "--policy", "recomended"],
      "error: invalid value 'recomended' for '--policy'; expected one of 'recommended'; did you mean 'recommended'?"
    ),
    (
      ["run", "--seed", "x"],
      "error: invalid value 'x' for '--seed'; expected an integer from 0 to "
        + "18446744073709551615, digits only"
    ),
    (
      ["run", "--seed", "+5"],
      "error: invalid value '+5' for '--seed'; expected an integer from 0 to "
        + "18446744073709551615, digits only"
    ),
    (["run", "/no/such/folder"], "error: no such file or folder '/no/such/folder'"),
    (["run", ""], "error: no such file or folder ''"),
  ])
  func badCommandLinesAreUsageErrors(arguments: [String], message: String) {
    let run = CommandRun(arguments)
    #expect(run.status == .usage)
    #expect(run.error.hasPrefix(message + "\n"))
  }

  @Test func helpIsExact() {
    #expect(
      CommandRun(["run", "--help"]).output == """
        OVERVIEW: Run scenario files and report which pass.

        Runs every scenario under PATH (default: Scenarios) on a simulated device and
        checks its expectations and the simulator's invariants. Prints one line per
        scenario, the failures of each failing one as 'PATH:LINE: expected ..., got
        ...', and a count. Scenarios run side by side on JOBS threads; the report is the
        same bytes whatever JOBS is. Exits with 0 when every scenario passed, 1 when any
        failed, 64 for a bad command line (a '--tag' that no scenario has, an '--output'
        that is a folder or one of the scenarios), 65 when a file does not parse (then
        nothing runs) and 74 when the report cannot be written. With '--app NAME' and no
        '--tag', only the scenarios tagged 'portable' found in folders run (those that
        assert only what Apple's frameworks define); a file named on the command line
        runs whatever its tags. With '--versions LIST' each scenario runs on each listed
        iOS release it is meant for, and the report is a table of them
        (Docs/command-line.md). With '--coverage' the report ends with the behaviour
        coverage of the runs, as 'stsim coverage' gives it (Docs/coverage.md).

        USAGE: stsim run [PATH ...] [--app NAME | --policy NAME] [--with MISTAKE,...] [--seed N] [--tag TAG] [--versions LIST] [--format text|json|junit|html] [--output FILE] [--trace] [--coverage] [--jobs N] [--isolation MODE] [--time-limit LIMITS] [--memory-limit LIMITS]

        ARGUMENTS:
          PATH                    A scenario file, or a folder searched for them (default: Scenarios).

        OPTIONS:
          --app NAME              Run this app's portable scenarios (all with '--tag') against it.
          --policy NAME           Run this app instead of each scenario's policy.
          --with MISTAKE,...      Run with these mistakes instead of each scenario's.
          --seed N                Run with this seed instead of each scenario's.
          --tag TAG               Run only the scenarios with this tag.
          --versions LIST         Run each scenario on each of these iOS releases it is meant for ('all', or versions and ranges: 16.0,18.5,26.4...27.0) and report a table of them.
          --format text|json|junit|html
                                  The report's format (default: text); html is one page with each failing scenario's timeline.
          --output FILE           Write the report to FILE instead of stdout.
          --trace                 Add each failing scenario's trace to the report.
          --coverage              Add the behaviour coverage of the runs to the report (as 'stsim coverage').
          --jobs N                Run N at a time (default: one per processor).
          --isolation auto|workers|in-process
                                  Where the app's code runs (default: auto, a worker process for every app but the reference app).
          --time-limit [PROCESS=]TIME,...
                                  Processor time one run of app code may use: 2s, or monitor=1s,app=10s (default: app=10s, extensions 1s).
          --memory-limit [PROCESS=]SIZE,...
                                  Memory one run of app code may add: monitor=6MB,app=1GB (default: monitor=6MB, shield extensions 64MB, app=1GB).
          -h, --help              Show help information.

        """)
  }
}

struct TraceCommandTests {
  @Test func aTraceEndsWithItsDigestAndIsTheSameTwice() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.passing)
    let first = CommandRun(["trace", path])
    let second = CommandRun(["trace", path])
    #expect(first.status == .success)
    #expect(first.output == second.output)
    let lines = first.output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("day 1 08:00:00.000  scenario") == true)
    #expect(try #/digest [0-9a-f]{64}/#.wholeMatch(in: String(lines.last ?? "")) != nil)
  }

  @Test func anotherSeedGivesAnotherDigest() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.passing)
    let first = CommandRun(["trace", path]).output.split(separator: "\n").last
    let other = CommandRun(["trace", path, "--seed", "2"]).output.split(separator: "\n").last
    #expect(first != other)
  }

  @Test func aFolderIsNotOneScenario() throws {
    let folder = try ScratchFolder()
    try folder.write("a.scenario", RunCommandTests.passing)
    try folder.write("b.scenario", RunCommandTests.failing)
    let run = CommandRun(["trace", folder.path])
    #expect(run.status == .usage)
    #expect(run.error.contains("'trace' takes one scenario file"))
  }

  @Test func aFailingScenarioPrintsItsFailuresToStandardError() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("b.scenario", RunCommandTests.failing)
    let run = CommandRun(["trace", path])
    #expect(run.status == .failure)
    #expect(run.error == "\(path):9: expected action defer, got close\n")
  }
}

struct MatrixCommandTests {
  @Test func aScenarioThatCatchesNothingLeavesMistakesUncaught() throws {
    let folder = try ScratchFolder()
    try folder.write(
      "a.scenario",
      "scenario \"nothing\"\nuser approves authorization\nexpect authorization approved\n")
    let run = CommandRun(["matrix", folder.path])
    #expect(run.status == .failure)
    #expect(run.output.contains("uncaught mistakes: force-unwrap-lookup"))
    #expect(run.output.contains("recommended: 1 passed, 0 failed"))
  }

  @Test func theTableShowsTheFirstFailingInvariant() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.passing)
    let run = CommandRun(["matrix", path])
    #expect(run.output.contains("FAIL unknown-token-action"))
    #expect(
      run.output.contains(
        "defer-unknown           caught by 1:\n                          \(path)\n"))
  }
}

struct TimelineFormatTests {
  @Test func aTraceDrawsAsAPageAndAsChromeTraceJSON() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.passing)
    let page = CommandRun(["trace", path, "--format", "html"])
    #expect(page.status == .success)
    #expect(page.output.hasPrefix("<!DOCTYPE html>"))
    #expect(page.output.contains("<svg"))
    let json = CommandRun(["trace", path, "--format", "chrome-trace"])
    #expect(json.status == .success)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let events = try #require(object?["traceEvents"] as? [[String: Any]])
    #expect(events.contains { $0["ph"] as? String == "X" })
    #expect(events.allSatisfy { $0["pid"] != nil && $0["name"] != nil })
  }

  @Test func aRunReportPageListsTheFailingLineAndDrawsItsRun() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", RunCommandTests.failing)
    let report = CommandRun(["run", path, "--format", "html"])
    #expect(report.status == .failure)
    #expect(report.output.contains("<svg"))
    #expect(report.output.contains(#"<li class="failure"><code>\#(path):"#))
  }
}

/// Whatever the app logs, the simulator's own outputs carry no token material.
struct RedactedOutputTests {
  static let scenario = """
    scenario "an app that logs its tokens"
    app insta com.burbn.instagram category social
    user approves authorization
    user picks work apps insta
    user blocks work now
    os rotates all tokens
    +1m user opens insta
    user taps primary
    expect diagnostic shield.unmatched-token kind=nothing
    """

  /// A run of base64 as long as a token's, or of hex digits as long as a token's bytes.
  static var tokenLike: Regex<Substring> { #/[A-Za-z0-9+/]{80,}|[0-9a-fA-F]{120,}/# }

  @Test(arguments: [
    ["run", "--with", "log-tokens", "--trace"],
    ["run", "--with", "token-as-id", "--format", "json", "--trace"],
    ["run", "--with", "log-tokens", "--format", "junit", "--trace"],
    ["run", "--with", "token-as-id", "--format", "html"],
  ])
  func noReportCarriesATokensBase64OrHex(arguments: [String]) throws {
    let folder = try ScratchFolder()
    let path = try folder.write("a.scenario", Self.scenario)
    let run = CommandRun(Array(arguments.prefix(1)) + [path] + Array(arguments.dropFirst()))
    #expect(run.status == .failure)
    if !arguments.contains("html") {
      #expect(
        run.output.contains("<token ") || run.output.contains("&lt;token "),
        "the redacted token is named")
    }
    #expect(run.output.firstMatch(of: Self.tokenLike) == nil)
    #expect(run.error.firstMatch(of: Self.tokenLike) == nil)
  }

  @Test func aTraceOfAnAppLoggingTokensCarriesNone() throws {
    let folder = try ScratchFolder()
    let path = try folder.write(
      "a.scenario",
      Self.scenario.replacing(
        "\napp insta", with: "\npolicy recommended with log-tokens\napp insta"))
    let run = CommandRun(["trace", path])
    #expect(run.output.contains("violation of token-redaction"))
    #expect(run.output.contains("<token "))
    #expect(run.output.firstMatch(of: Self.tokenLike) == nil)
  }
}

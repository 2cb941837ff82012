import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import StsimCLI
import Testing
import _SimulatorTestSupport

/// A team's own `stsim`: `Stsim.main(apps:)` with the team's app next to the reference app.
struct TeamStsimTests {
  /// What one in-process run of a team's `stsim` printed and returned.
  struct TeamRun {
    var output: String
    var error: String
    var status: ExitCode

    init(_ arguments: [String], apps: [PolicyEntry] = [FocusApp.entry]) {
      let output = OutputCapture()
      let error = OutputCapture()
      let console = Console(writeOutput: output.write, writeError: error.write)
      status = Stsim.main(apps: apps, arguments: arguments, console: console)
      self.output = output.text
      self.error = error.text
    }

    init(_ arguments: [String], bundles: [AppBundle]) {
      let output = OutputCapture()
      let error = OutputCapture()
      let console = Console(writeOutput: output.write, writeError: error.write)
      status = Stsim.main(apps: bundles, arguments: arguments, console: console)
      self.output = output.text
      self.error = error.text
    }
  }

  /// Asserts only what Apple's frameworks define, so any correct app passes it.
  static let portable = """
    scenario "what was picked is shielded until unblocked"
    tags portable
    app game com.example.game named "Game"
    user approves authorization
    user picks focus apps game
    user blocks focus now
    user opens game
    expect shielded game
    user unblocks focus
    expect not shielded game
    """

  /// Asserts the focus app's own diagnostic.
  static let teamOnly = """
    scenario "the focus app logs what it saved"
    tags team
    app game com.example.game
    user approves authorization
    user picks focus apps game
    expect diagnostic focus.saved
    """

  /// Asserts the reference app's own shield title, which the focus app does not share.
  static let referenceOnly = """
    scenario "the reference app's profile shield"
    tags reference
    app game com.example.game
    user approves authorization
    user picks work apps game
    user blocks work now
    user opens game
    expect shield title "work"
    """

  /// A folder with the three scenarios.
  static func library() throws -> ScratchFolder {
    let folder = try ScratchFolder()
    try folder.write("portable.scenario", portable)
    try folder.write("team-only.scenario", teamOnly)
    try folder.write("reference-only.scenario", referenceOnly)
    return folder
  }

  @Test func anAppRunsOnlyThePortableScenariosByDefault() throws {
    let folder = try Self.library()
    let run = TeamRun(["run", folder.path, "--app", "focus"])
    #expect(run.status == .success, "\(run.output)\(run.error)")
    #expect(run.output.contains("portable.scenario"))
    #expect(!run.output.contains("team-only.scenario"))
    #expect(!run.output.contains("reference-only.scenario"))
    #expect(run.output.hasSuffix("1 passed, 0 failed\n"), "\(run.output)")
  }

  @Test func aTagChoosesOtherScenariosForTheApp() throws {
    let folder = try Self.library()
    let team = TeamRun(["run", folder.path, "--app", "focus", "--tag", "team"])
    #expect(team.status == .success, "\(team.output)\(team.error)")
    #expect(team.output.hasSuffix("1 passed, 0 failed\n"), "\(team.output)")
    let reference = TeamRun(["run", folder.path, "--app", "focus", "--tag", "reference"])
    #expect(reference.status == .failure)
    #expect(reference.output.contains("expected shield title \"work\""), "\(reference.output)")
  }

  @Test func theReferenceAppStaysAvailable() throws {
    let folder = try Self.library()
    let run = TeamRun(["run", folder.path + "/reference-only.scenario"])
    #expect(run.status == .success, "\(run.output)\(run.error)")
    let portable = TeamRun(["run", folder.path, "--app", "recommended"])
    #expect(portable.status == .success, "\(portable.output)\(portable.error)")
    #expect(portable.output.hasSuffix("1 passed, 0 failed\n"), "\(portable.output)")
  }

  @Test func aFileNamedOnTheCommandLineRunsWhateverItsTags() throws {
    let folder = try Self.library()
    let run = TeamRun(["run", folder.path + "/team-only.scenario", "--app", "focus"])
    #expect(run.status == .success, "\(run.output)\(run.error)")
    #expect(run.output.contains("PASS \(folder.path)/team-only.scenario"), "\(run.output)")
    let both = TeamRun(["run", folder.path, folder.path + "/team-only.scenario", "--app", "focus"])
    #expect(both.output.hasSuffix("2 passed, 0 failed\n"), "\(both.output)")
    #expect(!both.output.contains("reference-only.scenario"), "\(both.output)")
  }

  @Test func withoutAPortableScenarioInAFolderTheAppRunsNothingAndSaysSo() throws {
    let folder = try ScratchFolder()
    try folder.write("team-only.scenario", Self.teamOnly)
    let run = TeamRun(["run", folder.path, "--app", "focus"])
    #expect(run.status == .usage)
    #expect(run.error.hasPrefix("error: no scenario has the tag 'portable'"), "\(run.error)")
  }

  @Test func anAppsVariantIsSwitchedOnByName() throws {
    let folder = try Self.library()
    let run = TeamRun(["run", folder.path, "--app", "focus", "--with", "forget-unblock"])
    #expect(run.status == .failure)
    #expect(
      run.output.contains("portable.scenario:10: expected 'game' not shielded, got shielded"),
      "\(run.output)")
    let other = TeamRun(["run", folder.path, "--app", "focus", "--with", "defer-unknown"])
    #expect(other.status == .usage)
    #expect(
      other.error.hasPrefix(
        "error: invalid value 'defer-unknown' for '--with'; expected a mistake from "
          + "'stsim list mistakes'\n"), "\(other.error)")
  }

  @Test func badAppNamesAreUsageErrorsWithASuggestion() throws {
    let folder = try Self.library()
    let run = TeamRun(["run", folder.path, "--app", "fokus"])
    #expect(run.status == .usage)
    #expect(
      run.error.hasPrefix(
        "error: invalid value 'fokus' for '--app'; expected one of 'recommended', 'focus'; "
          + "did you mean 'focus'?\n"), "\(run.error)")
    let both = TeamRun(["run", folder.path, "--app", "focus", "--policy", "focus"])
    #expect(both.status == .usage)
    #expect(both.error.contains("expected either --app or --policy"), "\(both.error)")
  }

  @Test(arguments: [
    ["run", "Scenarios"], ["check", "Scenarios"], ["trace", "x.scenario"], ["matrix"],
    ["explore"], ["list", "mistakes"],
  ])
  func everyCommandTakesTheAppByName(_ command: [String]) {
    let run = TeamRun(command + ["--app", "fokus"])
    #expect(run.status == .usage)
    #expect(
      run.error.hasPrefix(
        "error: invalid value 'fokus' for '--app'; expected one of 'recommended', 'focus'; "
          + "did you mean 'focus'?\n"), "\(run.error)")
  }

  @Test func checkAcceptsTheAppsOwnCodes() throws {
    let folder = try Self.library()
    #expect(TeamRun(["check", folder.path]).status == .success)
    #expect(TeamRun(["check", folder.path, "--app", "focus"]).status == .success)
    let reference = TeamRun(["check", folder.path, "--app", "recommended"])
    #expect(reference.status == .dataError)
    #expect(reference.error.contains("unknown diagnostic code 'focus.saved'"), "\(reference.error)")
    let alone = CommandRun(["check", folder.path])
    #expect(alone.status == .dataError)
  }

  @Test func traceRunsTheAppAsTheLibraryDoes() throws {
    let folder = try Self.library()
    let path = folder.path + "/portable.scenario"
    let run = TeamRun(["trace", path, "--app", "focus"])
    #expect(run.status == .success, "\(run.error)")
    let scenario = try ScenarioLoader(catalog: PolicyCatalog([FocusApp.entry]))
      .scenario(from: Self.portable, path: path)
    let result = ScenarioRunner.run(scenario, app: FocusApp.bundle())
    #expect(
      run.output == (result.trace + ["digest \(result.digest)"]).joined(separator: "\n") + "\n")
    let reference = TeamRun(["trace", path])
    #expect(reference.output != run.output)
  }

  @Test func theMatrixOfAnAppHasItsVariantsAsColumns() throws {
    let folder = try Self.library()
    let run = TeamRun(["matrix", folder.path + "/portable.scenario", "--app", "focus"])
    #expect(run.status == .success, "\(run.output)\(run.error)")
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.first?.hasPrefix("SCENARIO") == true)
    #expect(lines.first?.hasSuffix("focus  forget-unblock") == true, "\(run.output)")
    #expect(run.output.contains("PASS   FAIL line 10"), "\(run.output)")
    #expect(run.output.contains("forget-unblock  caught by 1:"), "\(run.output)")
    #expect(run.output.hasSuffix("focus: 1 passed, 0 failed\nevery mistake is caught\n"))
  }

  @Test func theMatrixOfAnAppWithoutVariantsHasOneColumn() throws {
    let folder = try Self.library()
    let path = folder.path + "/portable.scenario"
    let run = TeamRun(["matrix", path, "--app", "focus"], bundles: [FocusApp.bundle()])
    #expect(run.status == .success, "\(run.output)\(run.error)")
    let header = "SCENARIO".padding(toLength: path.count, withPad: " ", startingAt: 0) + "  focus"
    #expect(run.output == "\(header)\n\(path)  PASS\n\nfocus: 1 passed, 0 failed\n")
    let broken = FocusApp.bundle(.forgetsUnblock)
    let failing = TeamRun(["matrix", path, "--app", "focus"], bundles: [broken])
    #expect(failing.status == .failure)
    #expect(failing.output.hasSuffix("focus: 0 passed, 1 failed (\(path))\n"), "\(failing.output)")
  }

  @Test func listShowsTheAppsMistakes() {
    let own = TeamRun(["list", "mistakes", "--app", "focus"])
    #expect(own.status == .success)
    #expect(
      own.output == """
        forget-unblock
          wrong design: unblocking leaves the shield up
          caught by:    scenarios that unblock

        """)
    let all = TeamRun(["list", "mistakes"])
    #expect(all.output == CommandRun(["list", "mistakes"]).output + own.output)
  }

  @Test func exploreTakesTheApp() throws {
    let folder = try ScratchFolder()
    let run = TeamRun([
      "explore", "--app", "focus", "--runs", "2", "--quiet", "--output", folder.path + "/found",
    ])
    #expect(run.status != .usage, "\(run.error)")
    #expect(run.error.isEmpty, "\(run.error)")
    let wrong = TeamRun(["explore", "--app", "focus", "--with", "log-tokens"])
    #expect(wrong.status == .usage)
  }
}

import Foundation
import StsimCLI
import Testing
import _SimulatorTestSupport

/// `stsim check` validates without running, with exact output and exit statuses.
struct CheckCommandTests {
  @Test func validFilesPrintOneSummaryLine() throws {
    let folder = try ScratchFolder()
    try folder.write("a.scenario", "scenario \"a\"\nwait\n")
    try folder.write("nested/b.scenario", "scenario \"b\"\n")
    let run = CommandRun(["check", folder.path])
    #expect(run.status == .success)
    #expect(run.output == "2 scenarios checked, no problems\n")
    #expect(run.error == "")
  }

  @Test func oneValidFileIsOneScenario() throws {
    let folder = try ScratchFolder()
    let path = try folder.write("only.scenario", "scenario \"only\"\n")
    let run = CommandRun(["check", path])
    #expect(run.output == "1 scenario checked, no problems\n")
  }

  @Test func everyProblemGoesToStandardErrorWithItsSourceLine() throws {
    let folder = try ScratchFolder()
    try folder.write("good.scenario", "scenario \"good\"\n")
    try folder.write(
      "revoke.scenario",
      """
      scenario "revoke"
      app social com.example.social
      user approve authorization
      expect callback intervalDidStrat
      day 2 09:00 wait
      08:00 wait

      """)
    let run = CommandRun(["check", folder.path])
    #expect(run.status == .dataError)
    #expect(run.output == "")
    expectLines(
      run.error,
      equal: """
        \(folder.path)/revoke.scenario:3:6: error: unexpected 'approve' after 'user'; did you mean 'approves'?
        user approve authorization
             ^
        \(folder.path)/revoke.scenario:4:17: error: unknown callback 'intervalDidStrat'; did you mean 'intervalDidStart'?
        expect callback intervalDidStrat
                        ^
        \(folder.path)/revoke.scenario:6:1: error: time goes backwards: day 2 08:00 is before the previous step's end, day 2 09:00
        08:00 wait
        ^
        2 scenarios checked, 3 errors in 1 file

        """)
  }

  @Test func aMissingPathIsAUsageError() throws {
    let folder = try ScratchFolder()
    let run = CommandRun(["check", folder.path + "/nope.scenario"])
    #expect(run.status == .usage)
    #expect(run.output == "")
    #expect(run.error == "error: no such file or folder '\(folder.path)/nope.scenario'\n")
  }

  @Test func aFolderWithoutScenariosIsAUsageError() throws {
    let folder = try ScratchFolder()
    let run = CommandRun(["check", folder.path])
    #expect(run.status == .usage)
    #expect(run.error == "error: no '.scenario' files in '\(folder.path)'\n")
  }

  @Test func noPathIsAUsageError() {
    let run = CommandRun(["check"])
    #expect(run.status == .usage)
    #expect(run.output == "")
    expectLines(
      run.error,
      equal: """
        error: missing argument PATH for 'check'
        Usage: stsim check PATH ... [--app NAME]
        See 'stsim check --help' for more information.

        """)
  }

  @Test func helpDescribesTheCommand() {
    let run = CommandRun(["check", "--help"])
    #expect(run.status == .success)
    expectLines(
      run.output,
      equal: """
        OVERVIEW: Parse and validate scenario files without running them.

        Reads every PATH (a folder is searched recursively for '*.scenario' files) and
        reports the problems of every file on standard error, each with its source line
        and a caret: the first 100 of a file, then how many more it has. Exits with 0
        when all files are valid, 65 when any is not, 64 when a PATH does not exist.
        'expect diagnostic' and 'expect error' accept the codes of every app; with
        '--app NAME', only that app's.

        USAGE: stsim check PATH ... [--app NAME]

        ARGUMENTS:
          PATH                    A scenario file, or a folder searched for them.

        OPTIONS:
          --app NAME              Accept only this app's codes.
          -h, --help              Show help information.

        """)
  }

  @Test func theRootHelpListsCheckAndList() {
    let run = CommandRun(["--help"])
    #expect(run.output.contains("  check                   Parse and validate scenario files"))
    #expect(run.output.contains("  list                    List the statements, faults"))
  }
}

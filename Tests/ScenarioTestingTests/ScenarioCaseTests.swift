import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScenarioTesting
import ScreenTimeAPI
import ScreenTimeHosting
import Testing

/// The fixture folder next to this file.
let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .appendingPathComponent("Scenarios").path

@Suite struct ScenarioCaseTests {
  @Test func aFolderGivesOneCasePerFileInPathOrder() {
    let names = ScenarioCases.at(fixtures).map { URL(fileURLWithPath: $0.path).lastPathComponent }
    #expect(names == ["shields.scenario", "typo.scenario", "wrong.scenario"])
  }

  @Test func aTagKeepsTaggedFilesAndEveryBrokenFile() {
    let names = ScenarioCases.at(fixtures, tag: "portable").map {
      URL(fileURLWithPath: $0.path).lastPathComponent
    }
    #expect(names == ["shields.scenario", "typo.scenario"])
  }

  @Test func aPassingScenarioHasNoProblems() throws {
    let scenario = try #require(ScenarioCases.at(fixtures + "/shields.scenario").first)
    #expect(scenario.problems().isEmpty)
  }

  @Test func aFailedExpectationIsAProblemAtItsLine() throws {
    let scenario = try #require(ScenarioCases.at(fixtures + "/wrong.scenario").first)
    #expect(
      scenario.problems() == [
        ScenarioProblem(
          path: fixtures + "/wrong.scenario", line: 7,
          message: "expected 'social' shielded, got not shielded")
      ])
  }

  @Test func aFileThatDoesNotParseIsAProblemAtItsLineAndColumn() throws {
    let scenario = try #require(ScenarioCases.at(fixtures + "/typo.scenario").first)
    #expect(scenario.scenario == nil)
    let problems = scenario.problems()
    #expect(problems.map(\.line) == [5])
    #expect(problems.map(\.column) == [6])
    #expect(problems.first?.message.contains("did you mean 'approves'?") == true)
    #expect(problems.first?.message.hasSuffix("     ^") == true)
  }

  @Test func aPathWithoutScenariosIsAFailingCase() {
    let cases = ScenarioCases.at(fixtures + "/missing")
    #expect(cases.map(\.path) == [fixtures + "/missing"])
    #expect(cases.first?.problems().map(\.line) == [1])
    #expect(cases.first?.problems().first?.message.contains("missing") == true)
  }

  @Test func checkRecordsEachProblemAtTheScenarioFile() throws {
    let scenario = try #require(ScenarioCases.at(fixtures + "/typo.scenario").first)
    withKnownIssue {
      try? scenario.check()
    } matching: { issue in
      issue.sourceLocation?.filePath == fixtures + "/typo.scenario"
        && issue.sourceLocation?.line == 5 && issue.sourceLocation?.column == 6
        && issue.sourceLocation?.fileID == "Scenarios/typo.scenario"
    }
  }

  @Test func checkOfAPassingScenarioRecordsNothing() throws {
    try #require(ScenarioCases.at(fixtures + "/shields.scenario").first).check()
  }

  @Test func relativePathsAreMadeAbsoluteAgainstTheCurrentDirectory() {
    let problem = ScenarioProblem(path: "./Scenarios/a.scenario", line: 3, message: "m")
    let directory = FileManager.default.currentDirectoryPath
    #expect(problem.sourceLocation.filePath == directory + "/Scenarios/a.scenario")
    #expect(problem.sourceLocation.line == 3)
  }

  /// Each fixture as its own parameterized case, as a team's test target writes it; the broken
  /// and the failing fixture are known issues, and the passing one must record nothing.
  @Test(arguments: ScenarioCases.at(fixtures))
  func eachFileIsItsOwnTestCase(_ scenario: ScenarioCase) throws {
    if scenario.path.hasSuffix("shields.scenario") {
      try scenario.check()
    } else {
      withKnownIssue { try scenario.check() }
    }
  }

  /// An app that implements nothing and says it cannot block now.
  final class UnblockingApp: ScreenTimeApp {}

  /// An app that asks for authorization, keeps no profile state and answers every status
  /// question with `ready`.
  final class AlwaysReadyApp: ScreenTimeApp {
    func userDidRequestAuthorization() {
      Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
    }
    func familyActivityPicker(
      didSelect selection: FamilyActivitySelection, forProfile profile: String
    ) {}
    func reportedStatus(ofProfile profile: String) -> ProfileReport? { .ready }
  }

  /// An app that declares that it reports no profile status is not judged on what its code
  /// answers: `revocation-reselect` reads a status only from an app that reports one.
  @Test func aStatusTheAppDisownsIsNotJudged() throws {
    let text = """
      scenario "a revocation the app observes"
      app insta com.burbn.instagram category social

      user approves authorization
      user picks focus apps insta
      user revokes authorization
      user opens main app
      """
    let path =
      FileManager.default.temporaryDirectory.path + "/revoked-\(UUID().uuidString).scenario"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let scenario = try #require(ScenarioCases.at(path).first)
    func app(unsupported: Set<AppStep>) -> AppBundle {
      AppBundle(
        name: "always-ready", mainApp: { AlwaysReadyApp() }, shieldConfiguration: nil,
        shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration(),
        unsupportedSteps: unsupported)
    }
    let reporting = scenario.problems(app: app(unsupported: []))
    #expect(reporting.contains { $0.message.contains("revocation-reselect") }, "\(reporting)")
    #expect(scenario.outcome(app: app(unsupported: [.reportStatus])) == .passed)
  }

  @Test func aScenarioWithAStepTheAppDoesNotSupportIsSkippedWithTheReason() throws {
    let app = AppBundle(
      name: "unblocking", mainApp: { UnblockingApp() }, shieldConfiguration: nil,
      shieldAction: nil, monitor: nil, genericShield: ShieldConfiguration(),
      unsupportedSteps: [.requestAuthorization])
    let scenario = try #require(ScenarioCases.at(fixtures + "/shields.scenario").first)
    guard case .skipped(let reason) = scenario.outcome(app: app) else {
      Issue.record("expected a skip, got \(scenario.outcome(app: app))")
      return
    }
    #expect(reason.contains("user approves authorization"))
    #expect(scenario.problems(app: app).isEmpty)
  }
}

import Foundation
import StsimCLI
import Testing

/// `stsim run --versions`: every format carries the table, and a bad list is a usage error.
struct VersionsCommandTests {
  static let scenario = """
    scenario "Block now on several releases"
    app insta com.burbn.instagram category social

    user approves authorization
    user picks work apps insta
    user blocks work now
    expect shielded insta
    user opens insta
    """

  @Test func theTextReportIsATableWithWhereTheReleasesDiffer() throws {
    let folder = try ScratchFolder()
    let file = try folder.write("block.scenario", Self.scenario)
    let run = CommandRun(["run", file, "--versions", "15.0,18.5,26.4"])
    #expect(run.status == .success)
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasSuffix("15.0   18.5   26.4") == true)
    #expect(lines.dropFirst().first?.hasSuffix("-      pass   pass") == true)
    #expect(run.output.contains("DIFFERS \(file): iOS 18.5 and iOS 26.4 first differ at"))
    #expect(
      run.output.hasSuffix("1 scenario on 3 releases: 2 passed, 0 failed, 1 not meant, 0 skipped\n")
    )
  }

  @Test func jsonJUnitAndHTMLCarryEveryRun() throws {
    let folder = try ScratchFolder()
    let file = try folder.write("block.scenario", Self.scenario)
    let json = CommandRun(["run", file, "--versions", "15.0,26.4", "--format", "json"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
    #expect(object["versions"] as? [String] == ["15.0", "26.4"])
    #expect(object["passed"] as? Int == 1)
    #expect(object["notMeant"] as? Int == 1)
    let scenarios = try #require(object["scenarios"] as? [[String: Any]])
    let results = try #require(scenarios.first?["results"] as? [[String: Any]])
    #expect(results.map { $0["outcome"] as? String } == ["notMeant", "passed"])
    #expect(results.first?["reason"] as? String == "member individual needs iOS 16.0")
    let junit = CommandRun(["run", file, "--versions", "15.0,26.4", "--format", "junit"])
    #expect(junit.output.contains("name=\"Block now on several releases [iOS 26.4]\"/>"))
    #expect(junit.output.contains("<skipped message=\"member individual needs iOS 16.0\"/>"))
    let html = CommandRun(["run", file, "--versions", "15.0,26.4", "--format", "html"])
    #expect(html.output.contains("<th scope=\"col\">iOS 26.4</th>"))
    #expect(html.output.contains("<td class=\"passed\""))
  }

  @Test func aFailingReleaseFailsTheRun() throws {
    let folder = try ScratchFolder()
    let file = try folder.write(
      "refused.scenario",
      """
      scenario "Data access is meant for every release from 18.5"
      versions 18.5...
      app insta com.burbn.instagram category social

      user approves authorization with data access
      """)
    let run = CommandRun(["run", file, "--versions", "18.5,26.4"])
    #expect(run.status == .failure)
    #expect(run.output.contains("FAIL \(file) on iOS 18.5"))
  }

  @Test func aBadListIsAUsageError() throws {
    let run = CommandRun(["run", "--versions", "26.4...16.0"])
    #expect(run.status == .usage)
    #expect(run.error.contains("invalid value '26.4...16.0' for '--versions'"))
  }
}

/// `stsim matrix --versions`: one matrix per release, over the scenarios meant for it.
struct MatrixVersionsTests {
  @Test func eachReleaseHasItsMatrixOverTheScenariosMeantForIt() throws {
    let folder = try ScratchFolder()
    try folder.write("block.scenario", VersionsCommandTests.scenario)
    try folder.write(
      "data.scenario",
      """
      scenario "Data access"
      app insta com.burbn.instagram category social

      user approves authorization with data access
      expect authorization approvedWithDataAccess
      """)
    let run = CommandRun(["matrix", folder.path, "--versions", "15.0,18.5,26.4"])
    #expect(run.output.contains("iOS 15.0: 0 of 2 scenarios meant for it\n"))
    #expect(run.output.contains("iOS 18.5: 1 of 2 scenarios meant for it\n"))
    #expect(run.output.contains("iOS 26.4: 2 of 2 scenarios meant for it\n"))
    #expect(run.output.contains("recommended: 2 passed, 0 failed"))
    // Two scenarios catch few of the reference app's mistakes: not clean.
    #expect(run.status == .failure)
  }
}

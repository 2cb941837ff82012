import Foundation
import Testing

@testable import StsimCLI

/// `stsim coverage` and `run --coverage`: which device situations the scenarios reach, in every
/// format, and the exit status that says whether every reachable point is covered.
struct CoverageCommandTests {
  static func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  @Test func theLibraryCoversEveryReachablePoint() throws {
    let run = CommandRun(["coverage", "Scenarios", "--format", "json"])
    #expect(run.status == .success, "\(run.error)")
    let report = try Self.json(run.output)
    #expect(report.keys.sorted() == ["covered", "points", "reachable"])
    let points = try #require(report["points"] as? [[String: Any]])
    for point in points {
      #expect(
        Array(point.keys.sorted().prefix(5)) == [
          "covered", "family", "id", "reachable", "scenarios",
        ]
          || point.keys.sorted() == [
            "covered", "family", "id", "reachable", "reason", "scenarios", "wrongDesign",
          ], "\(point.keys.sorted())")
      if point["reachable"] as? Bool == true {
        #expect(point["covered"] as? Bool == true, "\(point["id"] ?? "") is not covered")
        #expect((point["scenarios"] as? [String])?.isEmpty == false)
      } else {
        #expect((point["reason"] as? String)?.isEmpty == false)
      }
    }
    #expect(report["covered"] as? Int == report["reachable"] as? Int)
    #expect((report["reachable"] as? Int ?? 0) > 200)
  }

  @Test func oneScenarioLeavesPointsUncoveredAndExitsOne() throws {
    let path = "Scenarios/Shields/unknown-token-individual.scenario"
    let run = CommandRun(["coverage", path, "--scenarios"])
    #expect(run.status == .failure)
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("behaviour coverage: ") == true)
    #expect(lines.contains("    shield.application.unknown.generic: \(path)"))
    #expect(lines.contains("    action.application.unknown: \(path)"))
    #expect(lines.contains { $0.hasPrefix("not covered (") })
    #expect(lines.contains("  callback.intervalDidEnd.dropped"))
    #expect(lines.contains { $0.hasPrefix("the model cannot reach (") })
    #expect(lines.contains { $0.hasPrefix("only a wrong design reaches (") })
  }

  @Test func underAMistakeTheWrongDesignsPointsAreCovered() throws {
    let path = "Scenarios/Shields/unknown-token-individual.scenario"
    let run = CommandRun([
      "coverage", path, "--with", "first-profile-fallback", "--format", "json",
    ])
    let points = try #require(try Self.json(run.output)["points"] as? [[String: Any]])
    let custom = try #require(
      points.first { $0["id"] as? String == "shield.application.unknown.custom" })
    #expect(custom["covered"] as? Bool == true)
    #expect(custom["reachable"] as? Bool == false)
    #expect(custom["wrongDesign"] as? Bool == true)
  }

  @Test func aRunWithCoverageEndsItsReportWithIt() throws {
    let path = "Scenarios/Shields/unknown-token-individual.scenario"
    let text = CommandRun(["run", path, "--coverage"])
    #expect(text.status == .success)
    #expect(text.output.contains("1 passed, 0 failed\nbehaviour coverage: "))
    let json = try Self.json(CommandRun(["run", path, "--coverage", "--format", "json"]).output)
    let coverage = try #require(json["coverage"] as? [String: Any])
    #expect(coverage.keys.sorted() == ["covered", "points", "reachable"])
    let junit = CommandRun(["run", path, "--coverage", "--format", "junit"]).output
    #expect(junit.contains("<property name=\"behaviour-coverage-covered\" value=\""))
    let html = CommandRun(["run", path, "--coverage", "--format", "html"]).output
    #expect(html.contains("<div class=\"coverage\">"))
    #expect(html.contains("data-id=\"shield.application.unknown.generic\""))
    // A run without it says nothing of coverage.
    #expect(!CommandRun(["run", path]).output.contains("behaviour coverage"))
  }

  @Test func coverageAcrossVersionsIsABadCommandLine() {
    let run = CommandRun(["run", "Scenarios", "--coverage", "--versions", "all"])
    #expect(run.status == .usage)
    #expect(run.error.contains("either --versions or --coverage"))
    #expect(CommandRun(["coverage", "--format", "junit"]).status == .usage)
  }

  @Test func thePageIsTablesOfEveryFamily() {
    let run = CommandRun([
      "coverage", "Scenarios/Shields/unknown-token-individual.scenario", "--format", "html",
    ])
    #expect(run.output.hasPrefix("<!DOCTYPE html>"))
    #expect(run.output.components(separatedBy: "<section class=\"family\"").count == 9)
    #expect(run.output.contains("<tr class=\"point covered\""))
    #expect(run.output.contains("<tr class=\"point uncovered\""))
    #expect(run.output.contains("<tr class=\"point unreachable\""))
  }
}

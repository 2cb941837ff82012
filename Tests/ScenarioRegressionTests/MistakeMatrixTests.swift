import ReferenceApp
import ScenarioLanguage
import XCTest

/// The mistake matrix over the library: the recommended design passes everything and every
/// mistake of the reference app is caught by at least one scenario.
final class MistakeMatrixTests: XCTestCase {
  func testEveryMistakeIsCaughtByTheLibrary() throws {
    let report = MatrixReport.run(try ScenarioLibrary.load())
    XCTAssertEqual(report.recommendedFailures, [], "scenarios that fail under recommended")
    for mistake in Mistake.allCases {
      XCTAssertFalse(
        report.scenarios(catching: mistake).isEmpty, "no scenario catches '\(mistake.rawValue)'")
    }
    XCTAssertTrue(report.isClean, report.text())
  }
}

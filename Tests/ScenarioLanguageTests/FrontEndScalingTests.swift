import Foundation
import Testing
import _SimulatorTestSupport

@testable import ScenarioLanguage

/// Ten times the input costs at most about ten times the front end's work, measured in counts
/// rather than time: bytes lexed, pattern elements and tokens examined.
///
/// A plain `swift test` compares a 250 KB line with a 25 KB one; `STSIM_FULL_SCALE=1`, which
/// `.ci/run` sets, a 10 MB line with a tenth of it. The run path's scaling is in the runner's
/// tests.
struct FrontEndScalingTests {
  /// Whether to run the sizes the robustness guarantees name (slower in a debug build).
  static let fullScale = ProcessInfo.processInfo.environment["STSIM_FULL_SCALE"] == "1"
  /// The most work ten times the input may cost, as a multiple of the work of the tenth.
  static let allowedRatio = 12.0

  /// Expects the work of the larger size within ``allowedRatio`` times the smaller's.
  static func expectLinear(
    small: Int, large: Int, _ what: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let ratio = Double(large) / Double(max(1, small))
    #expect(
      ratio <= allowedRatio, "\(what): work \(small), then \(large) (×\(ratio))",
      sourceLocation: sourceLocation)
    #expect(ratio >= 5, "\(what): the counter grows with the input", sourceLocation: sourceLocation)
  }

  /// A line of the language's lists ten times as long costs about ten times the front end's work.
  @Test(arguments: fullScale ? [FuzzTests.LongLine.tags] : [.tags, .fields, .items])
  func aLineTenTimesAsLongCostsAboutTenTimesTheWork(_ line: FuzzTests.LongLine) {
    let bytes = Self.fullScale ? 10_000_000 : 250_000
    // The element count that makes a line of about `bytes` bytes.
    let count = bytes * 1_000 / line.file(1_000).count
    let large = line.file(count)
    let small = line.file(count / 10)
    let loader = ScenarioLoader.referenceWords()
    let smallWork = loader.compile(SourceFile(path: "f", bytes: small)).work
    let largeWork = loader.compile(SourceFile(path: "f", bytes: large)).work
    #expect(large.count >= bytes * 9 / 10, "the line is about \(bytes) bytes: \(large.count)")
    Self.expectLinear(small: smallWork, large: largeWork, "\(small.count) and \(large.count) bytes")
  }
}

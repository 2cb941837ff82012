import Testing
import _SimulatorTestSupport

/// The line diff the assertion helpers print.
struct LineDiffTests {
  @Test func equalTextsHaveNoDiff() {
    #expect(LineDiff.between(expected: "a\nb\n", actual: "a\nb\n") == nil)
  }

  @Test func removedLinesComeBeforeAddedOnes() {
    #expect(
      LineDiff.between(expected: "a\nb\nc\n", actual: "a\nB\nc\nd\n")
        == "−expected +actual\n  a\n− b\n+ B\n  c\n+ d")
  }

  @Test func aMissingFinalLineFeedShows() {
    #expect(
      LineDiff.between(expected: "a\n", actual: "a")
        == "−expected +actual\n  a\n+ (no line feed at the end)")
  }
}

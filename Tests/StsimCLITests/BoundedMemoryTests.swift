import Foundation
import Testing

/// `stsim check` holds memory in proportion to its input and prints a bounded report.
///
/// Memory follows the input, not the tokens or problems in it, and a file's report shows a
/// bounded number of problems. Each case runs the built binary in a child process whose data
/// segment is capped at 64 MB; a front end that keeps a heap object per token or per problem
/// needs several times that for these inputs and is killed.
struct BoundedMemoryTests {
  static let dataLimit = 64 * 1_024

  @Test func aLineOfTwoMillionCommasIsCheckedWithinTheCap() throws {
    let folder = try ScratchFolder()
    let path = try folder.write(
      "commas.scenario", "scenario \"t\"\ntags a" + String(repeating: ",", count: 2_000_000) + "\n")
    let run = try BinaryRun(["check", path], dataLimitKilobytes: Self.dataLimit)
    #expect(run.status == 65)
    #expect(run.error.hasPrefix("\(path):2:7: error: unexpected ','"))
    #expect(run.error.hasSuffix("1 scenario checked, 1 error in 1 file\n"))
    #expect(run.error.utf8.count < 1_000, "the long line is shown around the column only")
  }

  @Test func twoHundredThousandBrokenLinesAreCountedAndOnlyAHundredShown() throws {
    let folder = try ScratchFolder()
    let path = try folder.write(
      "broken.scenario", "scenario \"t\"\n" + String(repeating: "\u{1}\n", count: 200_000))
    let run = try BinaryRun(["check", path], dataLimitKilobytes: Self.dataLimit)
    #expect(run.status == 65)
    let lines = run.error.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.filter { $0.contains(": error: ") }.count == 100)
    #expect(
      lines.suffix(3) == [
        "... and 199900 more errors in \(path)", "1 scenario checked, 200000 errors in 1 file", "",
      ])
  }
}

/// The sizes a scenario gives its data are accounted, not allocated.
struct AccountedSizeTests {
  @Test func twoFourGigabyteAppGroupCopiesRunWithinSixtyFourMegabytes() throws {
    let folder = try ScratchFolder()
    let path = try folder.write(
      "bloat.scenario",
      """
      scenario "a 4 GB App Group copy, twice"
      app insta com.burbn.instagram category social
      user approves authorization
      user picks work apps insta
      app schedules work daily 09:00-10:00
      appgroup bloats work to 4096MB
      appgroup bloats work to 4096MB
      09:00 wait
      +1m user opens insta
      expect shielded insta
      """)
    let run = try BinaryRun(["trace", path], dataLimitKilobytes: BoundedMemoryTests.dataLimit)
    #expect(run.status == 1, "\(run.error)")
    #expect(run.output.contains("bloats profile."))
    #expect(run.output.contains("to 4294967296 bytes"))
    // The monitor reads the copy at the interval's start: 8 GB of its 6 MB ceiling.
    #expect(run.output.contains("killed: memory 8590983306 bytes passes the ceiling of 6291456"))
    #expect(run.error.contains("expected 'insta' shielded, got not shielded"))
  }
}

import Foundation
import ScenarioLanguage
import ScenarioRunner
import Testing

@testable import StsimCLI

/// Scenarios run side by side give the same report, byte for byte, as one after the other.
struct ParallelRunTests {
  static let scenarios = BinaryRun.root + "/Scenarios"

  @Test func workIsMappedInInputOrderWhateverTheJobs() {
    let inputs = Array(0..<200)
    for jobs in [1, 2, 7] {
      let outputs = ParallelWork.map(inputs, jobs: jobs) { value in
        // Uneven work, so that workers finish out of order.
        (0..<(value % 13) * 1_000).reduce(value) { $0 &+ $1 % 3 }
      }
      #expect(
        outputs == inputs.map { value in (0..<(value % 13) * 1_000).reduce(value) { $0 &+ $1 % 3 } }
      )
    }
  }

  @Test(arguments: [
    ("", ["--format", "text"]), ("/Tokens", ["--format", "json"]),
    ("/Shields", ["--with", "defer-unknown", "--trace"]),
  ])
  func theReportIsTheSameSerialAndParallel(folder: String, options: [String]) {
    let serial = CommandRun(["run", Self.scenarios + folder, "--jobs", "1"] + options)
    let parallel = CommandRun(["run", Self.scenarios + folder, "--jobs", "4"] + options)
    #expect(serial.status == parallel.status)
    #expect(serial.output.count > 1_000)
    #expect(serial.output == parallel.output)
  }

  @Test func theMatrixIsTheSameSerialAndParallel() {
    let paths = ["unknown-token-individual", "unknown-token-category", "completion-contract"]
      .map { "\(Self.scenarios)/Shields/\($0).scenario" }
    let serial = CommandRun(["matrix"] + paths + ["--jobs", "1"])
    let parallel = CommandRun(["matrix"] + paths + ["--jobs", "3"])
    #expect(serial.output.contains("defer-unknown"))
    #expect(serial.output == parallel.output)
    #expect(serial.status == parallel.status)
  }

  @Test(arguments: ["0", "-1", "two", "1025"])
  func aBadJobCountIsAUsageError(value: String) {
    let run = CommandRun(["run", "--jobs", value])
    #expect(run.status == .usage)
    #expect(
      run.error.hasPrefix(
        "error: invalid value '\(value)' for '--jobs'; expected an integer from 1 to 1024, digits only\n"
      ))
  }
}

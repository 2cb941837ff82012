import Foundation
import Testing

/// A team's own `stsim` (`Stsim.main(apps:)`, here `bedtime-stsim`) names itself, by the path
/// it was started with, and the app it explored in the files `explore` writes.
struct TeamExploreTests {
  @Test func theFilesNameTheProgramAndThePolicyThatRan() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bedtime-explore-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = try HostIndependenceTests.run(
      [
        "explore", "--app", "bedtime", "--against", "recommended", "--runs", "10", "--quiet",
        "--jobs", "1", "--output", folder.path,
      ], [:])
    #expect(output.status == 1, "\(output.error)")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
      $0.hasSuffix(".scenario")
    }.sorted()
    let name = try #require(names.first)
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    #expect(
      text.contains(
        "about \"Found by 'bedtime-stsim explore --seed 1 --policy bedtime --against recommended'"),
      "\(text)")
    #expect(
      text.contains(
        "Replay: 'bedtime-stsim run \(name) --policy bedtime' fails; "
          + "'bedtime-stsim run \(name) --policy recommended' passes."), "\(text)")
    #expect(text.contains("\npolicy bedtime\n"))
    #expect(!text.contains("'stsim "))
  }
}

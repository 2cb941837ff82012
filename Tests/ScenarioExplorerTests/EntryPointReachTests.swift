import BedtimeApp
import Foundation
import ReferenceCatalog
import ScenarioExplorer
import ScenarioRunner
import Testing

/// Explored stories reach every entry point of an app's extensions, in the reference app and in
/// an app written the way team apps are.
struct EntryPointReachTests {
  /// The catalog with the Bedtime app, written as open-source apps are.
  static let catalog = PolicyCatalog.standard.adding(BedtimeApp.entry)

  /// Each entry point an app has, and how often 200 runs at seed 1 must call it at least: each
  /// `configuration(shielding:…)` method, each `handle(action:for:…)` method (by token kind, any
  /// press), each press (any token kind), each monitor callback.
  static let expected: [(policy: String, minimums: [String: Int])] = [
    (
      "recommended",
      [
        "configuration application": 20, "configuration application in category": 20,
        "configuration web domain": 20, "configuration web domain in category": 5,
        "action application": 20, "action category": 10, "action web domain": 10,
        "action primary": 20, "action secondary": 10, "action submenu": 2,
        "monitor intervalDidStart": 20, "monitor intervalDidEnd": 20,
        "monitor eventDidReachThreshold": 3, "monitor intervalWillStartWarning": 3,
        "monitor intervalWillEndWarning": 3, "monitor eventWillReachThresholdWarning": 2,
      ]
    ),
    (
      // Bedtime shields apps only, has one button that closes, and schedules nightly.
      "bedtime",
      [
        "configuration application": 20, "action application": 10, "action primary": 10,
        "monitor intervalDidStart": 20, "monitor intervalDidEnd": 20,
      ]
    ),
  ]

  /// `counts` with each shield action counted also by its token kind and by its press.
  static func totals(_ counts: [String: Int]) -> [String: Int] {
    var totals = counts
    for (name, count) in counts where name.hasPrefix("action ") {
      var words = name.split(separator: " ").map(String.init)
      let press = words.removeLast()
      totals[words.joined(separator: " "), default: 0] += count
      totals["action \(press)", default: 0] += count
    }
    return totals
  }

  @Test(arguments: expected.indices)
  func everyEntryPointOfTheAppIsReached(_ index: Int) throws {
    let (policy, minimums) = Self.expected[index]
    let explorer = try Explorer(
      options: ExplorationOptions(policy: policy, limit: .runs(200), catalog: Self.catalog))
    let (counts, skipped) = try EntryPointCounts.of(explorer, runs: 200)
    #expect(skipped == 0, "stories the app skips")
    let totals = Self.totals(counts.byName)
    let short = minimums.filter { totals[$0.key, default: 0] < $0.value }.keys.sorted()
    let shortfall = short.map { "\($0) \(totals[$0, default: 0])/\(minimums[$0] ?? 0)" }
    #expect(short.isEmpty, "under \(policy), reached less often: \(shortfall)")
  }

  /// Prints the counts of `STSIM_REACH_RUNS` runs of each app, for measuring the generator.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["STSIM_REACH_RUNS"] != nil))
  func printCounts() throws {
    let runs = Int(ProcessInfo.processInfo.environment["STSIM_REACH_RUNS"] ?? "") ?? 1_000
    for policy in ["recommended", "bedtime"] {
      let explorer = try Explorer(
        options: ExplorationOptions(policy: policy, limit: .runs(runs), catalog: Self.catalog))
      let (counts, skipped) = try EntryPointCounts.of(explorer, runs: runs)
      print("== \(policy): \(runs) runs, \(skipped) skipped")
      for (name, count) in counts.byName.sorted(by: { $0.key < $1.key }) {
        print("\(name)\t\(count)")
      }
    }
  }
}

import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine
import Testing

/// Seeded random stories: the recommended design never breaks an invariant, whatever the order
/// of user actions, faults and storage failures, and every run ends within its budget.
struct RandomScenarioTests {
  static let header = """
    app insta com.burbn.instagram category social named "Instagram"
    app chess com.chess.app
    web news news.example.com category social
    category games "Games"

    """

  /// Statement templates; `{p}` is a profile, `{c}` and `{d}` clocks.
  static let templates = [
    "user approves authorization", "user cancels authorization",
    "os fails authorization with networkError", "user revokes authorization",
    "app revokes authorization", "user opens main app", "user leaves main app",
    "user picks {p} apps insta", "user picks {p} apps insta, chess web news",
    "user picks {p} categories social", "user picks {p} categories social entire-categories",
    "user cancels picker {p}", "user blocks {p} now", "user unblocks {p}", "user disables {p}",
    "user enables {p}", "user deletes {p}", "app schedules {p} daily {c}-{d}",
    "app schedules {p} daily {c}-{d} warning 5m limit 10m", "app schedules {p} once {c}-{d}",
    "app schedules {p} weekly mon,tue,wed {c}-{d} limit 5m on insta", "app stops {p}",
    "app restores {p} from backend", "app restores {p} from appgroup", "app syncs",
    "app refreshes tokens", "user opens insta", "user opens chess", "user visits news",
    "user uses insta for 20m", "user uses news for 5m", "user goes home", "user locks device",
    "user unlocks device", "user changes timezone Asia/Tokyo", "os rotates token insta",
    "os rotates all tokens", "os expires token chess", "os sends false expiry", "os reboots",
    "os delays next intervalDidStart by 30m", "os drops next intervalDidEnd for {p}",
    "os fires thresholds early", "os holds threshold events",
    "os releases threshold events reversed", "os kills monitor on next callback after 1 writes",
    "os slows shield configuration by 6s", "os ignores store {p}", "os honours store {p}",
    "os empties next picker", "backend goes down", "backend comes up", "backend latency 3s",
    "user taps primary", "user taps secondary",
  ]

  static func story(_ index: UInt64) -> String {
    var generator = Xoshiro256StarStar(seed: index)
    func pick<T>(_ items: [T]) -> T { items[Int(generator.next(below: UInt64(items.count)))] }
    let version = pick(["16.0", "17.4", "18.5", "26.4", "26.5"])
    var text = "scenario \"random \(index)\"\ndevice iOS \(version)\nseed \(index)\n" + header
    // Start from an approved app with a profile, where most of the interesting failures lie.
    text += "user approves authorization\nuser picks work apps insta, chess web news\n"
    for _ in 0..<(5 + generator.next(below: 30)) {
      let clock = {
        String(format: "%02d:%02d", Int(generator.next(below: 24)), pick([0, 15, 30, 45]))
      }
      let statement = pick(templates).replacingOccurrences(of: "{p}", with: pick(["work", "home"]))
        .replacingOccurrences(of: "{c}", with: clock()).replacingOccurrences(
          of: "{d}", with: clock())
      let prefix = pick(["", "", "+\(1 + generator.next(below: 300))m "])
      text += prefix + statement + "\n"
    }
    return text
  }

  @Test func theRecommendedDesignKeepsEveryInvariantInRandomStories() throws {
    for index in 1...120 as ClosedRange<UInt64> {
      let scenario = try ScenarioLoader().scenario(from: Self.story(index), path: "random-\(index)")
      let result = ScenarioRunner.run(scenario)
      let violations = result.failures.filter { $0.invariant != nil }
      #expect(violations.isEmpty, "random-\(index): \(result.failureLines)\n\(Self.story(index))")
      #expect(result.events < RunOptions().eventBudget)
    }
  }
}

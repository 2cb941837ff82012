import Foundation
import ScenarioRunner
import ScreenTimeAPI
import Testing

/// A view model as real apps share it between the main app and the monitor: `@AppStorage` over
/// the App Group, made with `@StateObject` in the monitor.
final class ReminderSettings: ObservableObject {
  @AppStorage("minutes", store: UserDefaults(suiteName: "group.com.example.probe"))
  var minutes = 15
  @AppStorage("enabled", store: UserDefaults(suiteName: "group.com.example.probe"))
  var enabled = false
  @AppStorage("label") var label: String?
  @AppStorage("mode") var mode: Mode = .gentle

  enum Mode: String {
    case gentle, strict
  }
}

final class ProbeViewModelHolder: @unchecked Sendable {
  @StateObject var settings = ReminderSettings()
}

/// `@AppStorage`, `@StateObject` and `DateComponentsFormatter` in the app's module.
struct SwiftUIAndFormattingTests {
  @Test func appStorageReadsAndWritesTheRoutedDefaults() throws {
    let seen = Observations()
    let probe = Probe(
      mainApp: { _ in
        let settings = ReminderSettings()
        seen.record("before", "\(settings.minutes) \(settings.enabled) \(settings.label ?? "nil")")
        settings.minutes = 25
        settings.enabled = true
        settings.label = "focus"
        settings.mode = .strict
        settings.$minutes.wrappedValue += 5
      },
      monitor: { callback in
        guard callback == "intervalDidStart" else { return }
        let holder = ProbeViewModelHolder()
        let settings = holder.settings
        seen.record(
          "monitor",
          "\(settings.minutes) \(settings.enabled) \(settings.label ?? "nil") \(settings.mode)")
      })
    let result = try probe.run(
      """
      scenario "app storage"
      user approves authorization
      user picks work
      app schedules work daily 09:00-10:00
      09:30 wait
      """)
    #expect(result.passed, "\(result.failureLines)")
    #expect(seen("before") == ["15 false nil"])
    // The group's values reach the monitor; `label` and `mode` are the main app's own.
    #expect(seen("monitor") == ["30 true nil gentle"])
    let writes = result.lines(of: "app").filter { $0.hasPrefix("writes App Group") }
    #expect(writes.contains { $0.hasPrefix("writes App Group minutes") })
    #expect(writes.contains { $0.hasPrefix("writes App Group enabled") })
    #expect(!writes.contains { $0.hasPrefix("writes App Group label") })
  }

  @Test func aStateObjectOutsideAViewIsANewObjectAtEachRead() {
    final class Counter: ObservableObject {
      nonisolated(unsafe) static var made = 0
      init() { Counter.made += 1 }
    }
    struct Holder {
      @StateObject var counter = Counter()
    }
    let holder = Holder()
    _ = holder.counter
    _ = holder.counter
    #expect(Counter.made == 2)
  }

  @Test(arguments: [
    (DateComponentsFormatter.UnitsStyle.positional, "1:30:00"),
    (.abbreviated, "1h 30m"), (.short, "1 hr, 30 min"), (.full, "1 hour, 30 minutes"),
    (.spellOut, "one hour, thirty minutes"), (.brief, "1hr 30min"),
  ])
  func dateComponentsFormatterWritesUSEnglish(
    style: DateComponentsFormatter.UnitsStyle, expected: String
  ) {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = style == .positional ? [.hour, .minute, .second] : [.hour, .minute]
    formatter.unitsStyle = style
    #expect(formatter.string(from: 5_400) == expected)
  }

  @Test func dateComponentsFormatterDropsZerosAndLimitsUnits() {
    let formatter = DateComponentsFormatter()
    formatter.allowedUnits = [.hour, .minute, .second]
    formatter.unitsStyle = .abbreviated
    #expect(formatter.string(from: 3_605) == "1h 5s")
    #expect(formatter.string(from: 0) == "0s")
    formatter.maximumUnitCount = 1
    #expect(formatter.string(from: 3_605) == "1h")
    formatter.maximumUnitCount = 0
    formatter.zeroFormattingBehavior = .pad
    formatter.unitsStyle = .positional
    #expect(formatter.string(from: 65) == "00:01:05")
    formatter.zeroFormattingBehavior = .default
    #expect(formatter.string(from: 65) == "1:05")
    formatter.allowedUnits = [.minute, .second]
    formatter.unitsStyle = .full
    #expect(formatter.string(from: 1_234_567) == "20,576 minutes, 7 seconds")
    var components = DateComponents()
    components.minute = 2
    components.second = 1
    formatter.unitsStyle = .short
    #expect(formatter.string(from: components) == "2 min, 1 sec")
    let start = Date(timeIntervalSince1970: 0)
    #expect(formatter.string(from: start, to: start.addingTimeInterval(123)) == "2 min, 3 sec")
  }
}

import Foundation
import InvariantChecking
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine
import Testing

/// The `portable` scenarios assert only what every correct app must show: never a callback
/// count or time, which follow the registration the app chose (one daily schedule filtered by
/// weekday in the extension, an overnight window as two activities, a 24-hour window as
/// 00:00–23:59), and never a state that only a fault's harm explains, which an app may route
/// around.
struct PortableScenarioTests {
  static func portable() throws -> [Scenario] {
    try ScenarioLibrary.loaded().filter { $0.tags.contains("portable") }
  }

  /// Where `scenario` asserts a callback's count or time, or its absence.
  static func callbackAssertions(in scenario: Scenario) -> [String] {
    scenario.steps.compactMap { step in
      switch step.action {
      case .expect(.callback(_, _, _, .some)), .expect(.callbackCount), .expect(.noCallback):
        "\(scenario.path):\(step.location.line): \(StatementText.statement(of: step.action))"
      default: nil
      }
    }
  }

  @Test func noPortableScenarioAssertsACallbackCountOrTime() throws {
    let found = try Self.portable().flatMap(Self.callbackAssertions)
    #expect(found == [], "callback counts, times and absences in portable scenarios")
  }

  /// Whether a fault damages what a correct app may route around.
  ///
  /// Harm is a callback late, lost, repeated or batched, an extension killed, a copy damaged or
  /// lost, the backend slow or down, a picker that returns nothing. Changes every app must follow (rotation, expiry, an
  /// update, a reboot, a refused request, a store the system ignores, a slow configuration
  /// extension) are not harm.
  static func isHarm(_ fault: SystemFault) -> Bool {
    switch fault {
    case .delayNextCallback, .dropNextCallback, .repeatCallback, .fireThresholdsEarly,
      .holdThresholdEvents, .killMonitorOnNextCallback, .limitMonitorMemory, .corrupt,
      .loseAppGroupCopy, .bloatAppGroupCopy, .backendGoesDown, .backendLatency, .emptyNextPicker,
      .crashNextPicker:
      true
    default:
      false
    }
  }

  /// The expectations of `scenario` that hold with each harmful fault and fail without it: what
  /// only that fault's harm explains.
  static func harmAssertions(in scenario: Scenario) -> [String] {
    let faults = scenario.steps.compactMap { step -> SystemFault? in
      if case .system(let fault) = step.action { return fault }
      return nil
    }
    let whole = ScenarioLibrary.result(of: scenario)
    let failing = Set(whole.failures.map(\.line))
    var found: [String] = []
    for (index, fault) in faults.enumerated() where isHarm(fault) {
      var options = ScenarioLibrary.untraced
      options.removedFaults = [FaultID(index + 1)]
      let removed = ScenarioRunner.run(scenario, options: options)
      for failure in removed.failures where !failing.contains(failure.line) {
        found.append(
          "\(scenario.path):\(failure.line) holds only with F\(index + 1) "
            + "'\(StatementText.statement(of: .system(fault)))': \(failure.message)")
      }
    }
    return found
  }

  @Test func noPortableScenarioAssertsWhatOnlyAFaultsHarmExplains() throws {
    let found = ParallelWork.map(try Self.portable(), jobs: ParallelWork.defaultJobs) {
      Self.harmAssertions(in: $0)
    }.flatMap { $0 }
    #expect(found == [], "expectations that only a fault's harm explains")
  }
}

extension PortableScenarioTests {
  /// The readings of what Apple leaves open that a portable scenario must hold under: every
  /// value of every choice option (each models behaviour Apple does not document, spec section
  /// 8), and the start and end latencies measured on a device.
  static let readings: [(key: String, value: String)] =
    ModelOptionSpecification.all.flatMap { option -> [(String, String)] in
      guard case .choice(let words) = option.values else { return [] }
      return words.filter { $0 != option.defaultValue }.map { (option.key, $0) }
    } + [("start-latency", "2s"), ("end-latency", "3s")]

  /// The readings under which `scenario`, which does not choose them itself, fails.
  static func readingFailures(of scenario: Scenario, source: String) -> [String] {
    var found: [String] = []
    for (key, value) in readings
    where !source.split(separator: "\n").contains(where: { $0.hasPrefix("option \(key) ") }) {
      guard let option = ModelOptionSpecification.named(key) else { continue }
      var changed = scenario
      let parsed: ModelOptionSpecification.Value =
        switch option.values {
        case .choice: .word(value)
        default: .duration((try? Literal.duration(value).get()) ?? .zero)
        }
      option.apply(&changed.options, parsed)
      let result = ScenarioRunner.run(changed, options: ScenarioLibrary.untraced)
      for failure in result.failures {
        found.append(
          "\(scenario.path):\(failure.line) under 'option \(key) \(value)': \(failure.message)")
      }
    }
    return found
  }

  /// Scenarios run side by side on every core; their failures are listed in library order.
  @Test func everyPortableScenarioHoldsUnderEveryReadingAppleLeavesOpen() throws {
    let sources = try Self.portable().map { scenario in
      (scenario, try String(contentsOfFile: scenario.path, encoding: .utf8))
    }
    let found = ParallelWork.map(sources, jobs: ParallelWork.defaultJobs) { scenario, source in
      Self.readingFailures(of: scenario, source: source)
    }.flatMap { $0 }
    #expect(found == [], "portable scenarios that depend on an undocumented choice")
  }
}

import ScenarioLanguage
import ScreenTimeModel

/// The expectations on what the user sees that an exploration samples at every step, for a
/// scenario's own items and profiles.
enum ScreenExpectations {
  /// Each app and web domain shielded and blocked, as each of `expected` says; the shield shown
  /// (none, generic, system default, each profile's); the last tap's answer; whether it closed
  /// the app.
  static func of(_ scenario: Scenario, expected: [Bool] = [true]) -> [Expectation] {
    let items =
      scenario.apps.map { ItemReference(.app, $0.alias) }
      + scenario.webDomains.map { ItemReference(.web, $0.alias) }
    var expectations: [Expectation] = items.flatMap { item in
      expected.flatMap { expected in [.shielded(item, expected), .blocked(item, expected)] }
    }
    expectations += [.shield(.none), .shield(.generic), .shield(.systemDefault)]
    expectations += scenario.profiles.map { .shield(.profile($0)) }
    expectations += ShieldResponse.allCases.map { .action($0) }
    expectations.append(.appClosed)
    return expectations
  }
}

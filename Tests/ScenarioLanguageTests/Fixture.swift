import ScenarioLanguage
import ScreenTimeModel
import SimulationEngine
import Testing
import _SimulatorTestSupport

/// The declarations most tests run their statements against.
enum Fixture {
  /// The path test scenarios are loaded as.
  static let path = "test.scenario"

  /// Aliases of every kind: apps `social` (in `games`) and `chess`, web `news`, category `games`.
  static let declarations = """
    app social com.example.social category games named "Social"
    app chess com.example.chess
    web news news.example.com
    category games "Games"
    """

  /// A complete header: the title and ``declarations``.
  static let header = "scenario \"examples\"\n" + declarations + "\n"

  /// Loads `text` as `test.scenario`.
  static func load(_ text: String) -> LoadedFile {
    ScenarioLoader.referenceWords().load(text: text, path: path)
  }

  /// The scenario of `text`, recording an issue at the caller with its diagnostics when it has
  /// problems.
  static func scenario(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> Scenario?
  {
    let file = load(text)
    if !file.diagnostics.isEmpty {
      Issue.record(
        "unexpected diagnostics:\n\(file.renderedDiagnostics())", sourceLocation: sourceLocation)
    }
    return file.scenario
  }

  /// The steps of ``header`` followed by `lines`.
  static func steps(_ lines: String, sourceLocation: Testing.SourceLocation = #_sourceLocation)
    -> [Step]
  {
    scenario(header + lines, sourceLocation: sourceLocation)?.steps ?? []
  }

  static let social = ItemReference(.app, "social")
  static let chess = ItemReference(.app, "chess")
  static let news = ItemReference(.web, "news")
  static let games = ItemReference(.category, "games")

  /// The zone with `identifier`; UTC when unknown, which makes a test that expects it fail.
  static func zone(_ identifier: String) -> DeviceTimeZone {
    DeviceTimeZone(identifier: identifier) ?? .utc
  }

  /// The instant of `clock` on `date` in `zone`.
  static func instant(
    _ year: Int, _ month: Int, _ day: Int, _ hour: Int, _ minute: Int, _ second: Int = 0,
    in zone: DeviceTimeZone = .utc
  ) -> SimulationInstant {
    zone.instant(
      at: LocalDateTime(
        date: CivilDate(year: year, month: month, day: day),
        clock: Clock(hour: hour, minute: minute, second: second)))
  }
}

import ScenarioLanguage

/// A step of a scenario: where its statement starts and the day it runs on.
struct StepEntry: Sendable, Equatable {
  /// Where the statement starts, after any time prefix.
  var location: SourceLocation
  /// The day the step runs on, 1 being the `start` date.
  var day: Int
}

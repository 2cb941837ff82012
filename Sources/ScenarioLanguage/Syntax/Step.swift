import ScreenTimeModel
import SimulationEngine

/// One step of a scenario: when it runs, what it does, and where it was written.
public struct Step: Sendable, Equatable {
  /// Where the statement starts (after any time prefix).
  public var location: SourceLocation
  /// The time prefix as written.
  public var timePrefix: TimePrefix
  /// The instant the step runs at, resolved from the prefix.
  public var instant: SimulationInstant
  /// The instant the step ends: `instant`, or later for `user uses ... for`.
  public var end: SimulationInstant
  /// What the step does.
  public var action: Action

  public init(
    location: SourceLocation, timePrefix: TimePrefix, instant: SimulationInstant,
    end: SimulationInstant, action: Action
  ) {
    self.location = location
    self.timePrefix = timePrefix
    self.instant = instant
    self.end = end
    self.action = action
  }

  /// Whether the step is an `expect`.
  public var isExpectation: Bool {
    if case .expect = action { return true }
    return false
  }
}

/// The time prefix of a step (spec section 3).
public enum TimePrefix: Sendable, Equatable {
  /// No prefix: when the previous step ended.
  case none
  /// `HH:MM[:SS]`: that local time on the previous step's day.
  case clock(Clock)
  /// `day <n> HH:MM[:SS]`: that local time on day `n`.
  case day(Int, Clock)
  /// `+<duration>`: the previous step's end plus the duration.
  case after(SimulationDuration)
}

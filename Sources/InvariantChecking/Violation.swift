import ScreenTimeModel
import SimulationEngine

/// A broken invariant: which one, when, under which cause, and why.
public struct Violation: Sendable, Equatable {
  public var invariant: Invariant
  public var instant: SimulationInstant
  /// The cause in effect when it happened.
  public var cause: Cause
  /// What happened, in one line, for example `the action handler never called its completion`.
  public var reason: String

  public init(invariant: Invariant, instant: SimulationInstant, cause: Cause, reason: String) {
    self.invariant = invariant
    self.instant = instant
    self.cause = cause
    self.reason = reason
  }
}

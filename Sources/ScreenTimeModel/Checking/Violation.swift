import SimulationEngine

/// A broken invariant: which one, when, during which step, and why.
public struct Violation: Sendable, Equatable {
  public var invariant: Invariant
  public var instant: SimulationInstant
  /// The index of the step during which it happened (events before a step count toward it).
  public var stepIndex: Int
  /// What happened, in one line, for example `the shield of profile 'work' for an unmatched
  /// application token`.
  public var reason: String

  public init(invariant: Invariant, instant: SimulationInstant, stepIndex: Int, reason: String) {
    self.invariant = invariant
    self.instant = instant
    self.stepIndex = stepIndex
    self.reason = reason
  }
}

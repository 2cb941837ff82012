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

/// An error the app under test surfaced to its user, attributed to the step that caused it.
public struct SurfacedError: Sendable, Equatable {
  /// The code, for example `selection.decode-failed`.
  public var code: String
  public var instant: SimulationInstant
  /// The step whose operation surfaced it.
  public var stepIndex: Int

  public init(code: String, instant: SimulationInstant, stepIndex: Int) {
    self.code = code
    self.instant = instant
    self.stepIndex = stepIndex
  }
}

/// A monitor callback the extension received (delivered, not merely due).
public struct CallbackDelivery: Sendable, Equatable {
  public var callback: MonitorCallback
  public var activity: String
  /// The event, for event callbacks.
  public var event: String?
  /// The profile the activity belongs to, as the simulator attributes it.
  public var profile: String?
  public var instant: SimulationInstant

  public init(
    callback: MonitorCallback, activity: String, event: String?, profile: String?,
    instant: SimulationInstant
  ) {
    self.callback = callback
    self.activity = activity
    self.event = event
    self.profile = profile
    self.instant = instant
  }
}

import SimulationEngine

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

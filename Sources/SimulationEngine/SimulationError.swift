/// Why a run loop stopped before reaching the instant it was asked to reach.
public enum SimulationError: Error, Equatable, Sendable {
  /// The run processed `budget` events and had more due: the model is probably in a loop.
  case eventBudgetExhausted(budget: Int, at: SimulationInstant)
}

extension SimulationError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .eventBudgetExhausted(let budget, let instant):
      return "event budget of \(budget) events exhausted at \(instant)"
    }
  }
}

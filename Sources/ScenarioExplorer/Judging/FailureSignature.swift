import InvariantChecking
import ScenarioLanguage
import ScenarioRunner

/// What kind of failure an exploration found: what the shrinker keeps while it makes the story
/// smaller, and what tells two failing runs apart.
public enum FailureSignature: Sendable, Hashable {
  /// An invariant broke under the app under test (`no-crash` for a crash).
  case invariant(Invariant)
  /// What the user sees differs from the app compared against (`--against`).
  case divergence(DivergenceKind)
  /// The run never settled: it used up its event budget.
  case eventBudget

  /// The failure in a few words, naming the app compared against for a divergence:
  /// `invariant profile-isolation`, `differs from recommended: effective shield state`.
  public func description(against: String?) -> String {
    switch self {
    case .invariant(let invariant): "invariant \(invariant.rawValue)"
    case .divergence(let kind): "differs from \(against ?? "the baseline"): \(kind.rawValue)"
    case .eventBudget: "event budget exhausted"
    }
  }

  /// A short name for file names: `profile-isolation`, `differs-shielded`.
  var slug: String {
    switch self {
    case .invariant(let invariant): invariant.rawValue
    case .divergence(.shielded): "differs-shielded"
    case .divergence(.blocked): "differs-blocked"
    case .divergence(.shield): "differs-shield"
    case .divergence(.action): "differs-action"
    case .divergence(.appClosed): "differs-app-closed"
    case .eventBudget: "event-budget"
    }
  }
}

import ScreenTimeModel
import SimulationEngine

/// How a stored blob is damaged.
public enum Corruption: String, Sendable, Equatable, CaseIterable {
  /// Cut short: decoding fails with `dataCorrupted`.
  case truncated
  /// A field of the wrong type: decoding fails with `typeMismatch`.
  case wrongType = "wrong-type"
  /// A required field removed: decoding fails with `keyNotFound`.
  case missingField = "missing-field"
  /// Not JSON at all: decoding fails with `dataCorrupted`.
  case garbage
}

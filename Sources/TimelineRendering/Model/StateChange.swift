/// The instant a step-function lane enters a state, which lasts until the next change.
public struct StateChange: Sendable, Codable, Equatable {
  /// When the state begins, in milliseconds since the origin.
  public var at: Int64
  /// The state entered.
  public var kind: StateKind
  /// The words drawn on the state where they fit, such as `iOS 18.5` or `approved · epoch 2`.
  public var label: String
  /// Detail shown on hover; may be empty.
  public var tooltip: String

  /// The change into `kind` at `at`.
  public init(at: Int64, kind: StateKind, label: String, tooltip: String = "") {
    self.at = at
    self.kind = kind
    self.label = label
    self.tooltip = tooltip
  }
}

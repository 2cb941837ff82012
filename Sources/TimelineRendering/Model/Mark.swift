/// An instant on a lane: a callback, a warning, a token rotation, a crash, a fault, an
/// expectation.
public struct Mark: Sendable, Codable, Equatable {
  /// When it happened, in milliseconds since the origin.
  public var at: Int64
  /// What happened.
  public var kind: MarkKind
  /// The few words drawn beside the mark where there is room; may be empty.
  public var label: String
  /// Detail shown on hover, such as an expectation's message; may be empty.
  public var tooltip: String
  /// The scenario line the mark comes from, shown as `file:line`, such as an expectation's.
  public var source: SourceReference?

  /// The mark at `at`.
  public init(
    at: Int64, kind: MarkKind, label: String, tooltip: String = "",
    source: SourceReference? = nil
  ) {
    self.at = at
    self.kind = kind
    self.label = label
    self.tooltip = tooltip
    self.source = source
  }
}

/// An interval on a lane, such as a scheduled interval or a stretch during which an item was
/// shielded.
public struct Span: Sendable, Codable, Equatable {
  /// The first instant, in milliseconds since the origin.
  public var start: Int64
  /// The last instant; never before `start`.
  public var end: Int64
  /// What the interval is.
  public var kind: SpanKind
  /// The words drawn inside the span where they fit.
  public var label: String
  /// Detail shown on hover; may be empty.
  public var tooltip: String

  /// The span from `start` to `end`.
  ///
  /// - Precondition: `start <= end`.
  public init(start: Int64, end: Int64, kind: SpanKind, label: String, tooltip: String = "") {
    precondition(start <= end, "a span ends before it starts")
    self.start = start
    self.end = end
    self.kind = kind
    self.label = label
    self.tooltip = tooltip
  }
}

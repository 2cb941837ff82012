/// One line of a timeline's legend: a style of element and its name.
public enum LegendEntry: Sendable, Codable, Equatable, Hashable {
  /// A state of a step-function lane.
  case state(StateKind)
  /// An interval.
  case span(SpanKind)
  /// An arc from when a callback fell due to when it arrived.
  case link(CallbackDelivery)
  /// An instant.
  case mark(MarkKind)

  /// The name shown.
  public var title: String {
    switch self {
    case .state(let kind): kind.title
    case .span(let kind): kind.title
    case .link(let delivery): delivery.linkTitle
    case .mark(let kind): kind.title
    }
  }
}

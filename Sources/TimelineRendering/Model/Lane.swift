/// One row of the timeline: a step function of states, spans, marks and the links between them.
///
/// The renderers sort elements by time themselves; the order given only breaks ties.
public struct Lane: Sendable, Codable, Equatable {
  /// The row's name, for example `profile work` or `Instagram`.
  public var title: String
  /// Detail shown when hovering over the name, such as an identifier; may be empty.
  public var detail: String
  /// What the lane shows.
  public var kind: LaneKind
  /// The states, each lasting until the next change or the end of the timeline.
  public var states: [StateChange]
  /// The intervals; they may overlap, and are then drawn on rows of their own.
  public var spans: [Span]
  /// The instants.
  public var marks: [Mark]
  /// Pairs of instants joined, such as when a callback fell due and when it was delivered.
  public var links: [Link]

  /// An empty lane.
  public init(
    title: String, detail: String = "", kind: LaneKind, states: [StateChange] = [],
    spans: [Span] = [], marks: [Mark] = [], links: [Link] = []
  ) {
    self.title = title
    self.detail = detail
    self.kind = kind
    self.states = states
    self.spans = spans
    self.marks = marks
    self.links = links
  }

  /// Whether the lane holds nothing to draw.
  public var isEmpty: Bool { states.isEmpty && spans.isEmpty && marks.isEmpty && links.isEmpty }
}

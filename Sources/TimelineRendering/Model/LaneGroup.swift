/// A heading and the lanes under it, such as the device's lanes or one lane per item.
public struct LaneGroup: Sendable, Codable, Equatable {
  /// The heading, for example `Device` or `Items`.
  public var title: String
  /// The lanes, drawn top to bottom in this order.
  public var lanes: [Lane]

  /// A group titled `title`.
  public init(title: String, lanes: [Lane] = []) {
    self.title = title
    self.lanes = lanes
  }
}

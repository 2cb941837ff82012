/// A range of a text document: from its start up to, not including, its end.
public struct TextRange: Sendable, Equatable {
  public var start: TextPosition
  public var end: TextPosition

  public init(start: TextPosition, end: TextPosition) {
    self.start = start
    self.end = end
  }

  /// The range a `Range` object gives, or `nil` when it is not one.
  public init?(json: JSONValue?) {
    guard let start = TextPosition(json: json?["start"]), let end = TextPosition(json: json?["end"])
    else { return nil }
    self.init(start: start, end: end)
  }

  /// The range as a `Range` object.
  public var json: JSONValue { ["start": start.json, "end": end.json] }
}

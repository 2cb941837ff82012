/// A position in a text document as LSP gives it: a line from 0 and a character offset from 0
/// in the negotiated ``PositionEncoding``.
public struct TextPosition: Sendable, Equatable, Comparable {
  public var line: Int
  public var character: Int

  public init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  /// The position a `Position` object gives, or `nil` when it is not one.
  public init?(json: JSONValue?) {
    guard let line = json?["line"]?.integer, let character = json?["character"]?.integer else {
      return nil
    }
    self.init(line: line, character: character)
  }

  /// The position as a `Position` object.
  public var json: JSONValue { ["line": .integer(line), "character": .integer(character)] }

  public static func < (lhs: TextPosition, rhs: TextPosition) -> Bool {
    (lhs.line, lhs.character) < (rhs.line, rhs.character)
  }
}

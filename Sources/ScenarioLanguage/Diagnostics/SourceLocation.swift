/// A position in a scenario file: 1-based line and column, the column counted in UTF-8 bytes.
public struct SourceLocation: Hashable, Comparable, Sendable {
  /// The file's path as the user gave it.
  public var file: String
  /// The line, from 1.
  public var line: Int
  /// The column, from 1, in UTF-8 bytes.
  public var column: Int

  /// Creates a location.
  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
  }
}

extension SourceLocation: CustomStringConvertible {
  /// `FILE:LINE:COLUMN`.
  public var description: String { "\(file):\(line):\(column)" }
}

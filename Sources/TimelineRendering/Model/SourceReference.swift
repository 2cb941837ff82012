/// A line of a scenario file, such as the line of an expectation.
public struct SourceReference: Sendable, Codable, Equatable, Hashable, CustomStringConvertible {
  /// The file's path as the run named it.
  public var file: String
  /// The 1-based line number.
  public var line: Int

  /// Line `line` of `file`.
  public init(file: String, line: Int) {
    self.file = file
    self.line = line
  }

  /// `file:line`.
  public var description: String { "\(file):\(line)" }
}

import Foundation
import ScenarioLanguage
import ScenarioRunner

/// One thing a scenario test reports, at the scenario file's own line and column: a problem in
/// the file, a path that yields no scenario, or a failed expectation or invariant.
public struct ScenarioProblem: Sendable, Equatable, CustomStringConvertible {
  /// The scenario file's path, as the test named it (or as the loader found it in a folder).
  public var path: String
  /// The line, counted from 1.
  public var line: Int
  /// The column, counted from 1.
  public var column: Int
  /// What went wrong, without the location.
  public var message: String

  /// A problem at `line` and `column` (1-based) of the scenario file at `path`.
  public init(path: String, line: Int, column: Int = 1, message: String) {
    self.path = path
    self.line = line
    self.column = column
    self.message = message
  }

  /// `PATH:LINE:COLUMN: MESSAGE`.
  public var description: String { "\(path):\(line):\(column): \(message)" }
}

extension ScenarioProblem {
  /// `path` made absolute against the current directory, which is the package's root under
  /// `swift test`.
  static func absolute(_ path: String) -> String {
    if path.hasPrefix("/") { return path }
    var relative = Substring(path)
    while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
    let directory = FileManager.default.currentDirectoryPath
    return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
  }
}

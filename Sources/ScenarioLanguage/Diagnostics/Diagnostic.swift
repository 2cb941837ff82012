/// One problem found in a scenario file, and where.
public struct Diagnostic: Error, Equatable, Sendable {
  /// Where the problem is: the first byte of the word at fault.
  public var location: SourceLocation
  /// What the problem is.
  public var error: ScenarioError

  public init(_ error: ScenarioError, at location: SourceLocation) {
    self.error = error
    self.location = location
  }

  /// `diagnostics` ordered by file, then line, then column; equal positions keep their order.
  public static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
    diagnostics.enumerated().sorted { lhs, rhs in
      lhs.element.location == rhs.element.location
        ? lhs.offset < rhs.offset : lhs.element.location < rhs.element.location
    }.map(\.element)
  }
}

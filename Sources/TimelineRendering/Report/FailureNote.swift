/// An expectation of a scenario that did not hold.
public struct FailureNote: Sendable, Equatable {
  /// The line of the expectation.
  public var source: SourceReference
  /// What was expected and what happened, such as `expected shielded insta, got not shielded`.
  public var message: String

  /// The failure of the expectation at `source`.
  public init(source: SourceReference, message: String) {
    self.source = source
    self.message = message
  }
}

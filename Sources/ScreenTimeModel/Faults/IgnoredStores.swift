/// An `os ignores store` fault in force: the stores written for `subject` are not enforced.
public struct IgnoredStores: Sendable, Equatable {
  /// The fault.
  public var id: FaultID
  /// The subject whose stores the OS ignores.
  public var subject: String

  public init(id: FaultID, subject: String) {
    self.id = id
    self.subject = subject
  }
}

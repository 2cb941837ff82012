/// A design choice of an app that is neither right nor wrong, turned on by `policy-option`.
public struct PolicyOptionDescription: Sendable, Equatable {
  /// The word `policy-option` takes.
  public var name: String
  /// What the option changes, in one line of Markdown.
  public var summary: String

  public init(name: String, summary: String) {
    self.name = name
    self.summary = summary
  }
}

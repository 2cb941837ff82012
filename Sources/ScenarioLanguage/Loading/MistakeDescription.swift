/// A wrong design that a policy can switch on with `policy <name> with <mistake>`.
public struct MistakeDescription: Sendable, Equatable {
  /// The word scenario files and `--with` use, such as `defer-unknown`.
  public var name: String
  /// The wrong design, in one line.
  public var wrongDesign: String
  /// What should catch it: invariants or the kind of scenario.
  public var caughtBy: String

  public init(name: String, wrongDesign: String, caughtBy: String) {
    self.name = name
    self.wrongDesign = wrongDesign
    self.caughtBy = caughtBy
  }
}

import ReferenceApp

/// `policy <name> [with <mistake>, ...]`.
public struct PolicyDeclaration: Sendable, Equatable {
  /// The policy's name; `recommended` is the reference app.
  public var name: String = "recommended"
  /// The mistakes switched on, in the order given, without repeats.
  public var mistakes: [Mistake] = []
  /// The reference app's design choices from `policy-option` lines, in the order given.
  public var options: [ReferenceOption] = []

  /// The default policy: `recommended`, no mistakes, no options.
  public init(
    name: String = "recommended", mistakes: [Mistake] = [], options: [ReferenceOption] = []
  ) {
    self.name = name
    self.mistakes = mistakes
    self.options = options
  }
}

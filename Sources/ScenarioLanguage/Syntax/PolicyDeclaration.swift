import ReferenceApp

/// `policy <name> [with <mistake>, ...]`.
public struct PolicyDeclaration: Sendable, Equatable {
  /// The policy's name; `recommended` is the reference app.
  public var name: String = "recommended"
  /// The mistakes switched on, in the order given, without repeats.
  public var mistakes: [Mistake] = []

  /// The default policy: `recommended`, no mistakes.
  public init(name: String = "recommended", mistakes: [Mistake] = []) {
    self.name = name
    self.mistakes = mistakes
  }
}

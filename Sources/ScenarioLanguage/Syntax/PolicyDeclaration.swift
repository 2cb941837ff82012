/// `policy <name> [with <mistake>, ...]`.
public struct PolicyDeclaration: Sendable, Equatable {
  /// The policy's name; `recommended` is the reference app.
  public var name: String = "recommended"
  /// The names of the mistakes switched on, in the order given, without repeats.
  public var mistakes: [String] = []
  /// The names of the design choices from `policy-option` lines, in the order given.
  public var options: [String] = []

  /// The default policy: `recommended`, no mistakes, no options.
  public init(
    name: String = "recommended", mistakes: [String] = [], options: [String] = []
  ) {
    self.name = name
    self.mistakes = mistakes
    self.options = options
  }
}

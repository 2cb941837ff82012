/// The words a scenario file may use for the apps it runs against: what the front end needs to
/// know of them, and nothing more.
///
/// The parser, its suggestions, `stsim list mistakes` and the language reference read policy
/// names, mistakes, `policy-option` choices and codes from here. The runner's catalog of apps
/// provides one (`PolicyCatalog.vocabulary`); a test of the front end can write one by hand.
public struct ScenarioVocabulary: Sendable, Equatable {
  /// The policy names `policy` accepts, in listing order.
  public var policies: [String]
  /// The wrong designs `policy ... with` accepts, in listing order, each name once.
  public var mistakes: [MistakeDescription]
  /// The choices `policy-option` accepts, in listing order, each name once.
  public var options: [PolicyOptionDescription]
  /// The codes `expect diagnostic` accepts, each once.
  public var diagnosticCodes: [String]
  /// The codes `expect error` accepts, each once.
  public var errorCodes: [String]

  public init(
    policies: [String] = [], mistakes: [MistakeDescription] = [],
    options: [PolicyOptionDescription] = [], diagnosticCodes: [String] = [],
    errorCodes: [String] = []
  ) {
    self.policies = policies
    self.mistakes = mistakes
    self.options = options
    self.diagnosticCodes = diagnosticCodes
    self.errorCodes = errorCodes
  }
}

import ScenarioLanguage
import ScenarioRunner

/// `stsim list TOPIC`: prints part of the language's vocabulary, generated from its tables.
struct ListCommand: StsimCommand {
  static let specification = CommandSpecification(
    name: "list",
    abstract: "List the statements, faults, invariants, mistakes, versions or options.",
    discussion: ListTopic.allCases.map { "\($0.rawValue): \($0.summary)." }.joined(
      separator: "\n"),
    usage: "list " + ListTopic.allCases.map(\.rawValue).joined(separator: "|")
      + " [--app NAME]",
    arguments: [
      .init(
        "TOPIC",
        help: "One of " + ListTopic.allCases.map(\.rawValue).joined(separator: ", ") + ".")
    ],
    options: [
      .init("--app", valueName: "NAME", help: "List only this app's mistakes.")
    ])

  var topic: ListTopic
  var catalog: PolicyCatalog

  init(arguments: ParsedArguments, catalog: PolicyCatalog) throws(UsageError) {
    self.catalog =
      try LoadedInput.app(arguments.value("--app"), catalog: catalog).map { PolicyCatalog([$0]) }
      ?? catalog
    let word = arguments.positionals[0]
    guard let topic = ListTopic(rawValue: word) else {
      let topics = ListTopic.allCases.map(\.rawValue)
      throw .invalidArgument(
        word, argument: "topic", allowed: topics,
        suggestion: Suggestion.closest(to: word, among: topics))
    }
    self.topic = topic
  }

  func run(console: Console) -> ExitCode {
    console.writeOutput(topic.listing(catalog: catalog))
    return .success
  }
}

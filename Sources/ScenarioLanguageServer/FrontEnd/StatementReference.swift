import ScenarioLanguage

/// A statement of the language, for hover and completion: its syntax and what it does.
struct StatementReference: Sendable, Equatable {
  var syntax: String
  var summary: String
  /// The header statement's default, or `nil` for a step.
  var defaultValue: String?
  /// Whether it belongs to the header.
  var isHeader: Bool
  /// The section of the reference it is in.
  var section: String

  init(_ pattern: StatementPattern) {
    syntax = pattern.syntax
    summary = pattern.summary
    section = pattern.section.title
    isHeader = pattern.isHeader
    if case .header(_, let defaultValue, _) = pattern.role {
      self.defaultValue = defaultValue
    } else {
      defaultValue = nil
    }
  }

  /// Every statement that starts with `word`, in the table's order.
  static func starting(with word: String) -> [StatementReference] {
    (StatementTable.byFirstWord[word] ?? []).map { StatementReference(StatementTable.all[$0]) }
  }

  /// Every word a statement can start with: the header's first when `headerFirst`, each once.
  static func firstWords(headerFirst: Bool, includingHeader: Bool) -> [String] {
    let header = StatementTable.header.flatMap(\.leadingWords)
    let steps = StatementTable.steps.flatMap(\.leadingWords)
    let ordered = includingHeader ? (headerFirst ? header + steps : steps + header) : steps
    var seen: Set<String> = []
    return ordered.filter { seen.insert($0).inserted }
  }
}

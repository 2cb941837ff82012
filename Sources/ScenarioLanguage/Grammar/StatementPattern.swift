/// One statement of the language: its words and placeholders, what it means, and what it builds.
///
/// A header statement changes the scenario's settings; a step statement builds the step's
/// ``Action``. Everything else — parsing, suggestions, `stsim list`, the language reference —
/// is derived from these entries (see ``StatementTable``).
package struct StatementPattern: Sendable {
  /// How often a header statement may appear.
  package enum Repetition: Sendable, Equatable {
    /// At most once.
    case once
    /// Any number of times.
    case repeatable
    /// At most once per option key.
    case oncePerOption
  }

  /// What the statement does.
  package enum Role: Sendable {
    /// A header statement: its default and how it changes the scenario.
    case header(
      Repetition, defaultValue: String, apply: @Sendable (Captures, inout Scenario) -> Void)
    /// A step statement and the action it builds.
    case step(@Sendable (Captures) -> Action)
  }

  /// The section the statement belongs to.
  package var section: StatementSection
  /// The statement's words and placeholders.
  var elements: [PatternElement]
  /// What the statement does, for the language reference.
  package var summary: String
  package var role: Role

  /// The statement as the reference writes it, for example `user uses <app|web> for <duration>`.
  package var syntax: String { Self.syntax(elements) }

  private static func syntax(_ elements: [PatternElement]) -> String {
    elements.map { element in
      switch element {
      case .keyword(let word): word
      case .choice(_, let words): words.joined(separator: "|")
      case .optional(_, let inner): "[\(syntax(inner))]"
      case .repeated(_, _, let inner): "[\(syntax(inner))]..."
      case .value(let label, let placeholder): placeholder.syntax(label: label)
      }
    }.joined(separator: " ")
  }

  /// Whether the statement belongs to the header.
  package var isHeader: Bool {
    if case .header = role { return true }
    return false
  }

  /// What the statement does, followed, for a statement that takes a `policy-option` choice,
  /// by each choice the catalog declares and what it changes.
  func summary(listing options: [PolicyOptionDescription]) -> String {
    let takesChoice = elements.contains {
      if case .value(_, .policyOption) = $0 { return true }
      return false
    }
    guard takesChoice, !options.isEmpty else { return summary }
    return summary + ": "
      + options.map { "`\($0.name)`: \($0.summary)" }.joined(separator: "; ")
  }

  /// The words the statement can start with.
  package var leadingWords: [String] { elements.first?.leadingWords ?? [] }

  /// Whether the statement injects a fault: a step whose subject is `os`, `backend` or `appgroup`.
  var isFault: Bool {
    !isHeader && leadingWords.allSatisfy { ["os", "backend", "appgroup"].contains($0) }
  }

  /// The name a repeated header statement is reported by: its first word, and for `option` the
  /// key.
  func headerName(_ captures: Captures) -> String {
    let first = leadingWords.first ?? ""
    if case .header(.oncePerOption, _, _) = role {
      return "\(first) \(captures.option("option").0.key)"
    }
    return first
  }
}

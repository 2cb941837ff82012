/// One way to write a statement: the statement itself, or one of its optional groups, repeated
/// groups, choice words or option keys taken.
///
/// The forms are derived from the statement table, so a statement added to it has forms without
/// further code; `StatementCoverageTests` checks that the scenario library writes every form.
package struct StatementForm: Hashable, Sendable, CustomStringConvertible {
  /// The statement, as the reference writes it.
  package var statement: String
  /// What is taken: `as allow-list`, `answer cancels`, `option rotation`; `nil` for the
  /// statement itself.
  package var variant: String?

  package var description: String {
    variant.map { "\(statement) [\($0)]" } ?? statement
  }
}

extension StatementPattern {
  /// Every form of the statement: itself, each optional and repeated group by its label, each
  /// word of each choice, and for `option` each key.
  package var forms: [StatementForm] {
    var variants: [String?] = [nil]
    Self.collectVariants(elements, into: &variants)
    return variants.map { StatementForm(statement: syntax, variant: $0) }
  }

  /// The forms a line that matched this statement with `captures` writes.
  package func forms(used captures: Captures) -> [StatementForm] {
    var variants: [String?] = [nil]
    Self.collectVariants(elements, used: captures, into: &variants)
    return variants.map { StatementForm(statement: syntax, variant: $0) }
  }

  private static func collectVariants(_ elements: [PatternElement], into variants: inout [String?])
  {
    for element in elements {
      switch element {
      case .keyword:
        break
      case .choice(let label, let words):
        variants += words.map { "\(label) \($0)" }
      case .optional(let label, let inner), .repeated(let label, _, let inner):
        if !capturesChoice(label, in: inner) { variants.append(label) }
        collectVariants(inner, into: &variants)
      case .value(_, .option):
        variants += ModelOptionSpecification.all.map { "option \($0.key)" }
      case .value:
        break
      }
    }
  }

  private static func collectVariants(
    _ elements: [PatternElement], used captures: Captures, into variants: inout [String?]
  ) {
    for element in elements {
      switch element {
      case .keyword:
        break
      case .choice(let label, _):
        if captures.has(label) { variants.append("\(label) \(captures.word(label))") }
      case .optional(let label, let inner):
        guard captures.has(label) else { continue }
        if !capturesChoice(label, in: inner) { variants.append(label) }
        collectVariants(inner, used: captures, into: &variants)
      case .repeated(let label, _, let inner):
        let groups = captures.groups(label)
        guard !groups.isEmpty else { continue }
        variants.append(label)
        for group in groups { collectVariants(inner, used: group, into: &variants) }
      case .value(let label, .option):
        variants.append("option \(captures.option(label).0.key)")
      case .value:
        break
      }
    }
  }

  /// Whether a choice inside `elements` captures under `label`, so that the choice's words are
  /// the group's forms.
  private static func capturesChoice(_ label: String, in elements: [PatternElement]) -> Bool {
    elements.contains {
      if case .choice(label, _) = $0 { return true }
      return false
    }
  }
}

extension ScenarioLoader {
  /// The statement forms each line of `source` writes, in line order; lines that do not parse
  /// write none.
  package func statementForms(in source: SourceFile) -> [StatementForm] {
    var forms: [StatementForm] = []
    _ = compile(source) { line, _ in
      if case .statement(let pattern, let captures) = line.content {
        forms += pattern.forms(used: captures)
      }
    }
    return forms
  }
}

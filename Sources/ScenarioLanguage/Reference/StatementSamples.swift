/// Concrete lines generated from a statement pattern, using the aliases of ``declarations``.
///
/// A pattern yields several samples: optional groups all absent, then all given, and each
/// choice's words in turn, so every word and every group of the table is exercised.
package enum StatementSamples {
  /// The sample lines of `pattern`, each different.
  package static func samples(_ pattern: StatementPattern) -> [String] {
    let variants = max(2, maxChoices(pattern.elements))
    var lines: [String] = []
    for variant in 0..<variants {
      let line = words(pattern.elements, variant: variant).joined(separator: " ")
      if !lines.contains(line) { lines.append(line) }
    }
    return lines
  }

  private static func maxChoices(_ elements: [PatternElement]) -> Int {
    elements.map { element in
      switch element {
      case .choice(_, let words): words.count
      case .optional(_, let inner), .repeated(_, _, let inner): maxChoices(inner)
      default: 1
      }
    }.max() ?? 1
  }

  private static func words(_ elements: [PatternElement], variant: Int) -> [String] {
    elements.flatMap { element -> [String] in
      switch element {
      case .keyword(let word): [word]
      case .choice(_, let words): [words[variant % words.count]]
      case .optional(_, let inner), .repeated(_, _, let inner):
        variant % 2 == 1 ? words(inner, variant: variant) : []
      case .value(_, let placeholder): [sample(placeholder)]
      }
    }
  }

  private static func sample(_ placeholder: Placeholder) -> String {
    switch placeholder {
    case .string, .title: "\"Sample text\""
    case .text: "2.1"
    case .tags: "smoke regression"
    case .profile: "kids"
    case .eventName, .newEventName: "warn15"
    case .item(let kinds): alias(kinds[0])
    case .items(let kinds): kinds.map(alias).joined(separator: ", ")
    case .newAlias: "extra"
    case .impliedCategory: "puzzles"
    case .bundleIdentifier: "com.example.extra"
    case .domain: "extra.example.com"
    case .duration: "1h30m"
    case .clock: "09:30"
    case .clockRange: "21:00-07:00"
    case .weekdays: "mon,wed"
    case .size: "512KB"
    case .date: "2026-03-01"
    case .timeZone: "Europe/Berlin"
    case .systemVersion: "26.5"
    case .systemVersions: "16.0...26.4, 26.5"
    case .build: "23F77"
    case .integer(let role): "\(role.range.lowerBound + 1)"
    case .seed: "42"
    case .callback: "intervalDidStart"
    case .injectableError: "restricted"
    case .invariant: "no-crash"
    case .mistakes: "log-tokens, token-as-id"
    case .policy: "recommended"
    case .policyOption: "secondary-opens-app"
    case .option: "rotation invalidates-old"
    case .diagnosticCode: "selection.saved"
    case .errorCode: "picker.empty"
    case .fields: "profile=kids revision=1"
    }
  }

  private static func alias(_ kind: ItemReference.Kind) -> String {
    switch kind {
    case .app: "social"
    case .web: "news"
    case .category: "games"
    }
  }

  /// The header declarations the samples' aliases refer to: apps `social` (in `games`) and
  /// `chess`, web `news`, category `games`.
  package static let declarations = """
    app social com.example.social category games named "Social"
    app chess com.example.chess
    web news news.example.com
    category games "Games"
    """
}

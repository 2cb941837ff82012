import InvariantChecking
import ScreenTimeModel

/// A topic of `stsim list`, and its listing, generated from the language's tables.
public enum ListTopic: String, CaseIterable, Sendable {
  /// Every step statement, by section.
  case verbs
  /// The step statements whose subject is `os`, `backend` or `appgroup`.
  case faults
  /// The invariants every run checks, with their rules.
  case invariants
  /// The mistakes `policy ... with` switches on, with what should catch them.
  case mistakes
  /// The accepted iOS versions and what each release adds.
  case versions
  /// The `option` keys, their values, defaults and what each controls.
  case options

  /// One line on what the topic lists, for help.
  public var summary: String {
    switch self {
    case .verbs: "every step statement"
    case .faults: "the os, backend and appgroup fault statements"
    case .invariants: "the invariants every run checks"
    case .mistakes: "the mistakes a policy can switch on"
    case .versions: "the accepted iOS versions and the API each adds"
    case .options: "the model options, their values, defaults and meanings"
    }
  }

  /// The listing, one item a line, ending with a line feed, with the mistakes of `vocabulary`.
  public func listing(vocabulary: ScenarioVocabulary) -> String {
    switch self {
    case .verbs: Self.statements(StatementTable.steps)
    case .faults: Self.statements(StatementTable.steps.filter(\.isFault))
    case .invariants: Self.columns(Invariant.allCases.map { [$0.rawValue, $0.rule] })
    case .mistakes:
      vocabulary.mistakes.map {
        "\($0.name)\n  wrong design: \($0.wrongDesign)\n  caught by:    \($0.caughtBy)\n"
      }.joined()
    case .versions: Self.versionListing
    case .options:
      ModelOptionSpecification.all.map {
        "\($0.key)\n  values:  \($0.valuesSyntax)\n  default: \($0.defaultValue)\n"
          + Self.wrapped("  meaning: ", Self.plain($0.summary)) + "\n"
      }.joined()
    }
  }

  /// Markdown text for a terminal: code spans in single quotes, as messages quote words.
  static func plain(_ markdown: String) -> String {
    String(markdown.map { $0 == "`" ? "'" : $0 })
  }

  /// `text` after `label`, its words wrapped at `width` columns under the text's first column.
  static func wrapped(_ label: String, _ text: String, width: Int = 80) -> String {
    let indent = String(repeating: " ", count: label.count)
    var lines: [String] = []
    var line = label
    for word in text.split(separator: " ") {
      if line.count > label.count, line.count + 1 + word.count > width {
        lines.append(line)
        line = indent + word
      } else {
        line += (line.count > label.count ? " " : "") + word
      }
    }
    lines.append(line)
    return lines.joined(separator: "\n")
  }

  /// The statements' syntax under `# <section>` headings, a blank line between sections.
  private static func statements(_ patterns: [StatementPattern]) -> String {
    StatementSection.allCases.compactMap { section in
      let lines = patterns.filter { $0.section == section }.map(\.syntax)
      return lines.isEmpty ? nil : "# \(section.title)\n" + lines.joined(separator: "\n") + "\n"
    }.joined(separator: "\n")
  }

  private static var versionListing: String {
    let oldest = SystemVersion.oldestSupported
    let newest = SystemVersion.supportedMajors.upperBound
    let defaults = Scenario(path: "", title: "")
    let header =
      "accepted: iOS \(oldest) to \(newest).x "
      + "(default iOS \(defaults.systemVersion) build \(defaults.build))\n\n"
    return header + columns([["from", "what appears"]] + APIFeature.releases.map { [$0, $1] })
  }

  /// Rows with every column but the last padded to a common width, two spaces apart.
  static func columns(_ rows: [[String]]) -> String {
    let count = rows.map(\.count).max() ?? 0
    let widths = (0..<count).map { column in
      rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
    }
    return rows.map { row in
      row.enumerated().map { column, cell in
        column == row.count - 1
          ? cell : cell + String(repeating: " ", count: widths[column] - cell.count + 2)
      }.joined() + "\n"
    }.joined()
  }
}

extension APIFeature {
  /// Each release that adds features, oldest first, with what it adds.
  static var releases: [(version: String, features: String)] {
    let versions = Set(allCases.map(\.introduced)).sorted()
    return versions.map { version in
      (
        "\(version)",
        allCases.filter { $0.introduced == version }.map(\.rawValue).joined(separator: ", ")
      )
    }
  }
}

extension ModelOptionSpecification {
  /// The values as the listing and the reference write them.
  package var valuesSyntax: String {
    switch values {
    case .choice(let words): words.joined(separator: ", ")
    case .duration: "<duration>"
    case .size: "<size>"
    case .durationOrOff: "off, <duration>"
    }
  }
}

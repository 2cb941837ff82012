import ScreenTimeModel

/// One element of a statement pattern: a literal word, a choice, an optional group or a value.
///
/// Patterns are LL(1) by construction: an optional group is taken when its first element
/// matches and is then required to match in full, so matching never backtracks.
package indirect enum PatternElement: Sendable, ExpressibleByStringLiteral {
  /// This exact word.
  case keyword(String)
  /// One of these words; the one given is captured under the label.
  case choice(String, [String])
  /// These elements, or nothing. When they are given, the label is captured as present, unless
  /// an element inside captured a value under the same label (`[for <profile>]` captures the
  /// profile as `for`).
  case optional(String, [PatternElement])
  /// These elements, any number of times; each time is captured as a group under the label.
  /// The value captured under `key` must differ from one time to the next.
  case repeated(String, key: String, [PatternElement])
  /// A value of the placeholder's kind, captured under the label.
  case value(String, Placeholder)

  package init(stringLiteral word: String) {
    self = .keyword(word)
  }

  /// One of `words`, captured under `label`.
  package static func choice(_ label: String, _ words: String...) -> PatternElement {
    .choice(label, words)
  }

  /// The elements, or nothing; captured under `label` when given.
  package static func optional(_ label: String, _ elements: PatternElement...) -> PatternElement {
    .optional(label, elements)
  }

  /// `<profile>`, captured as `profile`.
  package static let profile = PatternElement.value("profile", .profile)
  /// `<callback>`, captured as `callback`.
  package static let callback = PatternElement.value("callback", .callback)
  /// `<duration>`, captured as `duration`.
  package static let duration = PatternElement.value("duration", .duration)
  /// `<size>`, captured as `size`.
  package static let size = PatternElement.value("size", .size)
  /// `[for <profile>]`, captured as `for`.
  package static let forProfile = PatternElement.optional("for", "for", .value("for", .profile))
  /// `[truncated|wrong-type|missing-field|garbage]`, captured as `corruption`.
  package static let corruption = PatternElement.optional(
    "corruption", .choice("corruption", BlobDamage.allCases.map(\.rawValue)))

  /// The first words this element can start with, or `nil` when it can start with a value.
  package var leadingWords: [String]? {
    switch self {
    case .keyword(let word): [word]
    case .choice(_, let words): words
    case .optional, .repeated, .value: nil
    }
  }
}

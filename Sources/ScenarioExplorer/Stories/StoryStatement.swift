import ScenarioLanguage
import ScenarioRunner

/// One step statement of a generated story: an entry of the statement table with every choice
/// made and every placeholder filled.
///
/// The statement keeps the shape of its pattern, so it can be written as text, turned into the
/// ``Action`` the table builds from it, and changed one value or one optional group at a time.
struct StoryStatement: Sendable, Equatable {
  /// One element of the pattern, filled in.
  indirect enum Part: Sendable, Equatable {
    /// A keyword, as written.
    case keyword(String)
    /// The word chosen for a choice, captured under the label.
    case choice(label: String, word: String)
    /// An optional group: its parts when given, `nil` when left out.
    case group(label: String, [Part]?)
    /// A value for a placeholder, captured under the label.
    case value(label: String, Placeholder, StoryValue)
    /// A repeated group: the parts of each time it is given, in order.
    case repeated(label: String, [[Part]])
  }

  /// The index of the statement's pattern in ``StatementTable/steps``.
  var patternIndex: Int
  /// The filled elements, one per element of the pattern.
  var parts: [Part]

  /// The pattern the statement fills.
  var pattern: StatementPattern { StatementTable.steps[patternIndex] }

  /// The statement as a scenario file writes it, without a time prefix.
  var text: String { Self.words(parts).joined(separator: " ") }

  private static func words(_ parts: [Part]) -> [String] {
    parts.flatMap { part -> [String] in
      switch part {
      case .keyword(let word): [word]
      case .choice(_, let word): [word]
      case .group(_, let inner): inner.map(words) ?? []
      case .value(_, _, let value): [value.text]
      case .repeated(_, let groups): groups.flatMap(words)
      }
    }
  }

  /// The action the statement table builds from the statement.
  var action: Action {
    guard case .step(let build) = pattern.role else {
      preconditionFailure("a story statement fills the header pattern '\(pattern.syntax)'")
    }
    var captures = Captures(location: SourceLocation(file: "", line: 1, column: 1))
    Self.capture(parts, into: &captures)
    return build(captures)
  }

  private static func capture(_ parts: [Part], into captures: inout Captures) {
    let location = SourceLocation(file: "", line: 1, column: 1)
    for part in parts {
      switch part {
      case .keyword:
        break
      case .choice(let label, let word):
        captures.set(label, .word(word), at: location)
      case .group(let label, let inner):
        guard let inner else { continue }
        capture(inner, into: &captures)
        if !captures.has(label) { captures.set(label, .present, at: location) }
      case .value(let label, let placeholder, let value):
        if placeholder == .profile, case .word(let name) = value {
          captures.profiles.append(.init(name: name, location: location))
        }
        captures.set(label, value.captured, at: location)
      case .repeated(let label, let groups):
        var captured: [Captures] = []
        for group in groups {
          var inner = Captures(location: location)
          capture(group, into: &inner)
          captures.merge(inner)
          captured.append(inner)
        }
        if !captured.isEmpty { captures.set(label, .groups(captured), at: location) }
      }
    }
  }

  /// The profile names the statement mentions, in order.
  var profiles: [String] {
    values.compactMap { placeholder, value in
      guard placeholder == .profile, case .word(let name) = value else { return nil }
      return name
    }
  }

  /// The aliases of apps, web domains and categories the statement mentions.
  var aliases: [String] {
    values.flatMap { _, value -> [String] in
      switch value {
      case .item(let item): [item.alias]
      case .items(let items): items.map(\.alias)
      default: []
      }
    }
  }

  /// Every value given, with its placeholder, in the order written.
  var values: [(Placeholder, StoryValue)] {
    func collect(_ parts: [Part]) -> [(Placeholder, StoryValue)] {
      parts.flatMap { part -> [(Placeholder, StoryValue)] in
        switch part {
        case .keyword, .choice: []
        case .group(_, let inner): inner.map(collect) ?? []
        case .value(_, let placeholder, let value): [(placeholder, value)]
        case .repeated(_, let groups): groups.flatMap(collect)
        }
      }
    }
    return collect(parts)
  }

  /// The statement with every value passed through `transform`; `nil` values stay as they are.
  func mappingValues(_ transform: (Placeholder, StoryValue) -> StoryValue?) -> StoryStatement {
    func map(_ parts: [Part]) -> [Part] {
      parts.map { part in
        switch part {
        case .keyword, .choice: part
        case .group(let label, let inner): .group(label: label, inner.map(map))
        case .value(let label, let placeholder, let value):
          .value(label: label, placeholder, transform(placeholder, value) ?? value)
        case .repeated(let label, let groups): .repeated(label: label, groups.map(map))
        }
      }
    }
    var copy = self
    copy.parts = map(parts)
    return copy
  }

  /// How many values the statement has; the positions ``replacingValue(at:with:)`` takes.
  var valueCount: Int { values.count }

  /// The statement with the value at `position` (in written order) replaced.
  func replacingValue(at position: Int, with replacement: StoryValue) -> StoryStatement {
    var index = 0
    return mappingValues { _, _ in
      defer { index += 1 }
      return index == position ? replacement : nil
    }
  }

  /// How many optional groups and repetitions are given; the positions
  /// ``removingGroup(at:)`` takes.
  var givenGroupCount: Int {
    func count(_ parts: [Part]) -> Int {
      parts.reduce(0) { total, part in
        switch part {
        case .group(_, let inner?): total + 1 + count(inner)
        case .repeated(_, let groups): groups.reduce(total) { $0 + 1 + count($1) }
        default: total
        }
      }
    }
    return count(parts)
  }

  /// The statement with the given optional group or repetition at `position` (in written order,
  /// outer groups before the groups inside them) left out.
  func removingGroup(at position: Int) -> StoryStatement {
    var index = 0
    func remove(_ parts: [Part]) -> [Part] {
      parts.map { part in
        switch part {
        case .group(let label, let inner?):
          let current = index
          index += 1
          return .group(label: label, current == position ? nil : remove(inner))
        case .repeated(let label, let groups):
          var kept: [[Part]] = []
          for group in groups {
            let current = index
            index += 1
            if current != position { kept.append(remove(group)) }
          }
          return .repeated(label: label, kept)
        default:
          return part
        }
      }
    }
    var copy = self
    copy.parts = remove(parts)
    return copy
  }
}

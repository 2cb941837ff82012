import ScenarioLanguage
import ScenarioRunner
import SimulationEngine

/// The statement kinds one exploration run draws its steps from, each with a weight.
///
/// Swarm testing (Groce et al., ISSTA 2012): rather than every run mixing every kind of step and
/// fault evenly, each run switches a random subset on, with random weights, so that rare
/// combinations get whole runs to themselves. A kind is one step statement of the language,
/// taken from the statement table: a statement added to the table is explored without further
/// code. Expectations are not story material; they are what the explorer writes once it has
/// found something.
public struct Swarm: Sendable, Equatable {
  /// One kind switched on: a step statement of the table and its weight.
  struct Kind: Sendable, Equatable {
    /// The index of the statement in ``StatementTable/steps``.
    var patternIndex: Int
    /// How often it is drawn relative to the others, 1 or more.
    var weight: Int
  }

  /// The kinds switched on, in table order.
  var kinds: [Kind]

  /// The step statements exploration draws from: every step of the table except expectations
  /// and the settings groups.
  ///
  /// The settings groups (`app sets appStore ...`) are left out: the device only keeps them, so
  /// no story could show a difference they make.
  static let explorable: [Int] = StatementTable.steps.indices.filter {
    let section = StatementTable.steps[$0].section
    return section != .expectations && section != .settingsGroups
  }

  /// The weights a kind can get.
  static let weights = [1, 2, 4, 8]

  /// A random swarm: each explorable kind switched on with even odds, with a random weight; at
  /// least a third of the kinds are on.
  static func random(using generator: inout Xoshiro256StarStar) -> Swarm {
    var kinds: [Kind] = []
    for index in explorable where generator.next(below: 2) == 0 {
      kinds.append(
        Kind(
          patternIndex: index, weight: weights[Int(generator.next(below: UInt64(weights.count)))]))
    }
    var remaining = explorable.filter { index in !kinds.contains { $0.patternIndex == index } }
    while kinds.count < explorable.count / 3, !remaining.isEmpty {
      let index = remaining.remove(at: Int(generator.next(below: UInt64(remaining.count))))
      kinds.append(Kind(patternIndex: index, weight: 1))
    }
    kinds.sort { $0.patternIndex < $1.patternIndex }
    return Swarm(kinds: kinds)
  }

  /// Every explorable kind with weight 1.
  static let everything = Swarm(kinds: explorable.map { Kind(patternIndex: $0, weight: 1) })

  /// A kind's name: its statement's syntax without the optional groups, such as
  /// `app schedules <profile> daily <clock>-<clock>`.
  static func name(ofPattern index: Int) -> String {
    StatementTable.steps[index].elements.compactMap { element -> String? in
      switch element {
      case .keyword(let word): word
      case .choice(_, let words): words.joined(separator: "|")
      case .optional, .repeated: nil
      case .value(let label, let placeholder): placeholder.syntax(label: label)
      }
    }.joined(separator: " ")
  }

  /// The kinds switched on and their weights, one per line: `4  user picks <profile>`.
  public var lines: [String] {
    kinds.map { "\($0.weight)  \(Self.name(ofPattern: $0.patternIndex))" }
  }

  /// The swarm on one line: `user picks <profile> ×4, wait ×1, ...`.
  public var summary: String {
    kinds.map { "\(Self.name(ofPattern: $0.patternIndex)) ×\($0.weight)" }.joined(
      separator: ", ")
  }
}

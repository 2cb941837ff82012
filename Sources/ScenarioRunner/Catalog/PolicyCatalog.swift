import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting

/// One app that a scenario's `policy` line can name, with the words it adds to the language.
///
/// The entry says how to build the app (``make``) for a scenario's mistakes, member and
/// `policy-option` choices, and which mistakes, options and codes scenario files may name for
/// it: the parser, its suggestions, `stsim list mistakes`, the matrix and the language
/// reference all read them from here.
public struct PolicyEntry: Sendable {
  /// Makes the app for a scenario's mistake names, member and `policy-option` names.
  ///
  /// The names are those of ``mistakes`` and ``options``; the parser accepts no others.
  public typealias Factory =
    @Sendable (_ mistakes: Set<String>, _ member: FamilyControlsMember, _ options: Set<String>)
    -> AppBundle

  /// The policy's name in scenario files, `--policy` and `--app`.
  public var name: String
  /// The wrong designs `policy <name> with …` can switch on, in listing order.
  public var mistakes: [MistakeDescription]
  /// The choices `policy-option` can turn on, in listing order.
  public var options: [PolicyOptionDescription]
  /// The codes the app logs, which `expect diagnostic` accepts.
  public var diagnosticCodes: [String]
  /// The codes the app shows its user, which `expect error` accepts.
  public var errorCodes: [String]
  /// Builds the app.
  public var make: Factory

  public init(
    name: String, mistakes: [MistakeDescription] = [], options: [PolicyOptionDescription] = [],
    diagnosticCodes: [String] = [], errorCodes: [String] = [], make: @escaping Factory
  ) {
    self.name = name
    self.mistakes = mistakes
    self.options = options
    self.diagnosticCodes = diagnosticCodes
    self.errorCodes = errorCodes
    self.make = make
  }

  /// An entry for `bundle`, whatever the mistakes and options: an app with no variants.
  public init(
    name: String, diagnosticCodes: [String] = [], errorCodes: [String] = [],
    bundle: @escaping @Sendable () -> AppBundle
  ) {
    self.init(
      name: name, diagnosticCodes: diagnosticCodes, errorCodes: errorCodes,
      make: { _, _, _ in bundle() })
  }
}

extension PolicyEntry {
  /// An entry for `bundle` under its name, whatever the mistakes and options: an app with no
  /// variants that logs `diagnosticCodes` and shows `errorCodes`.
  public init(_ bundle: AppBundle, diagnosticCodes: [String] = [], errorCodes: [String] = []) {
    self.init(
      name: bundle.name, diagnosticCodes: diagnosticCodes, errorCodes: errorCodes,
      bundle: { bundle })
  }
}

/// The apps a scenario's `policy` line can name, by name, and the vocabulary they add.
///
/// The catalog is data the caller injects: the command line and a team's tests build it from
/// the reference app's entry and their own.
public struct PolicyCatalog: Sendable {
  /// Makes the app for a scenario's mistakes and member.
  public typealias Factory =
    @Sendable (_ mistakes: Set<String>, _ member: FamilyControlsMember)
    -> AppBundle

  /// The entries, in the order they were added.
  public private(set) var entries: [PolicyEntry]

  /// A catalog of `entries`; a later entry replaces an earlier one of the same name.
  public init(_ entries: [PolicyEntry] = []) {
    self.entries = []
    for entry in entries { self = adding(entry) }
  }

  /// The catalog with `entry` added, replacing any entry of the same name.
  public func adding(_ entry: PolicyEntry) -> PolicyCatalog {
    var copy = self
    copy.entries.removeAll { $0.name == entry.name }
    copy.entries.append(entry)
    return copy
  }

  /// The catalog with `name` added (or replaced) by `make`, an app that declares no mistakes,
  /// options or codes of its own.
  public func adding(_ name: String, _ make: @escaping Factory) -> PolicyCatalog {
    adding(PolicyEntry(name: name) { mistakes, member, _ in make(mistakes, member) })
  }

  /// The names, in the order they were added.
  public var names: [String] { entries.map(\.name) }

  /// The entry named `name`.
  public func entry(named name: String) -> PolicyEntry? {
    entries.first { $0.name == name }
  }

  /// Every entry's mistakes, in entry order, each name once.
  public var mistakes: [MistakeDescription] {
    var seen = Set<String>()
    return entries.flatMap(\.mistakes).filter { seen.insert($0.name).inserted }
  }

  /// Every entry's `policy-option` choices, in entry order, each name once.
  public var options: [PolicyOptionDescription] {
    var seen = Set<String>()
    return entries.flatMap(\.options).filter { seen.insert($0.name).inserted }
  }

  /// Every entry's diagnostic codes, in entry order, each once.
  public var diagnosticCodes: [String] { Self.unique(entries.flatMap(\.diagnosticCodes)) }

  /// Every entry's error codes, in entry order, each once.
  public var errorCodes: [String] { Self.unique(entries.flatMap(\.errorCodes)) }

  /// The words scenario files may use for the catalog's apps: what the front end reads.
  public var vocabulary: ScenarioVocabulary {
    ScenarioVocabulary(
      policies: names, mistakes: mistakes, options: options, diagnosticCodes: diagnosticCodes,
      errorCodes: errorCodes)
  }

  /// The app for `name`, if the catalog has it, with `mistakes` and `options` switched on.
  public func bundle(
    named name: String, mistakes: Set<String>, member: FamilyControlsMember,
    options: Set<String> = []
  ) -> AppBundle? {
    entry(named: name)?.make(mistakes, member, options)
  }

  private static func unique(_ words: [String]) -> [String] {
    var seen = Set<String>()
    return words.filter { seen.insert($0).inserted }
  }
}

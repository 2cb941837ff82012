import ScreenTimeModel

/// A problem with a scenario file, as data; ``DiagnosticRenderer`` turns it into a message.
///
/// Every case carries what its message needs, so two problems compare equal exactly when they
/// would print the same words. The location lives beside it, in ``Diagnostic``.
public enum ScenarioError: Error, Equatable, Sendable {
  // MARK: Bytes and tokens

  /// A byte that does not start a well-formed UTF-8 sequence.
  case invalidUTF8(byte: UInt8)
  /// A control character other than tab and the line end (the scalar value).
  case controlCharacter(UInt32)
  /// A quoted string with no closing quote on its line.
  case unterminatedString
  /// A backslash in a string followed by something other than `"` or `\`.
  case invalidEscape(String)
  /// A file larger than the loader reads.
  case fileTooLarge(size: Int, limit: Int)

  // MARK: Statements

  /// The first word of a line starts no statement.
  case unknownStatement(String, suggestion: String?)
  /// A word where the statement continues differently.
  case unexpected(String, after: String?, expected: [ExpectedItem], suggestion: String?)
  /// The line ends where the statement needs more.
  case incomplete(after: String, expected: [ExpectedItem])
  /// A word that is not in the vocabulary the position takes (callbacks, invariants, ...);
  /// `choices` are the words a position whose vocabulary the policy catalog injects accepts,
  /// when the message lists them.
  case unknownWord(String, ValueKind, suggestion: String?, choices: [String] = [])
  /// A name where an alias of these kinds is needed, but the header declares no such alias.
  case undeclaredAlias(String, kinds: [ItemReference.Kind], suggestion: String?)
  /// A declared name of one kind where another kind is needed.
  case wrongAliasKind(String, declared: SymbolKind, expected: [ItemReference.Kind])
  /// A profile name that the header already declares as an item alias.
  case profileNameIsAlias(String, declared: SymbolKind, line: Int)
  /// A declaration of a name that the file already uses.
  case nameAlreadyDeclared(String, declared: SymbolKind, line: Int)
  /// A word that does not have the form of the value it stands for.
  case malformed(String, ValueKind)
  /// A well-formed value outside the range the position accepts.
  case outOfRange(String, ValueKind)
  /// A well-formed date that the calendar does not have.
  case noSuchDate(String)
  /// An iOS version outside the supported range, or not a version at all.
  case unsupportedSystemVersion(String)
  /// A `FamilyControlsError` that `os fails authorization with` cannot inject.
  case notInjectable(String)
  /// A word listed twice in one list.
  case repeatedListItem(String)
  /// `event limit ...`: the name of the usage limit's own event.
  case reservedEventName(String)
  /// A bundle identifier or domain that another alias already declares.
  case repeatedIdentifier(String, alias: String, line: Int)
  /// `scenario ""`.
  case emptyTitle

  // MARK: Header and steps

  /// The file does not start with `scenario "<title>"`.
  case missingScenarioStatement
  /// The file holds no statement at all.
  case emptyFile
  /// A header statement given twice (the name as the statement starts, e.g. `option rotation`).
  case repeatedHeaderStatement(String, firstLine: Int)
  /// A header statement after the first step.
  case headerAfterSteps(String, firstStepLine: Int)
  /// A header statement with a time prefix.
  case timePrefixOnHeader(String)
  /// A step that would run before the previous step ended.
  case timeGoesBackwards(step: StepTime, previousEnd: StepTime)
  /// `os updates to iOS` to a version older than the one the device runs.
  case systemDowngrade(from: SystemVersion, to: SystemVersion)
}

/// What a position in a statement accepts, for "expected ..." messages.
public enum ExpectedItem: Equatable, Sendable {
  /// A literal word of the language.
  case word(String)
  /// A value of this kind.
  case value(ValueKind)
  /// The end of the statement.
  case endOfLine
  /// Any statement (after a time prefix).
  case statement
}

/// The kinds of value a statement takes, named in messages and in the language reference.
public enum ValueKind: Equatable, Sendable {
  /// A double-quoted string.
  case string
  /// A word or a double-quoted string.
  case text
  /// A name used as a tag.
  case tag
  /// A profile name.
  case profile
  /// The name of a usage event.
  case eventName
  /// An alias declared as one of these kinds (all three: any item).
  case alias([ItemReference.Kind])
  /// A new alias of this kind, being declared.
  case newAlias(ItemReference.Kind)
  case bundleIdentifier
  case domain
  case duration
  case clock
  case clockRange
  case weekday
  case size
  case date
  case timeZone
  case systemVersion
  case build
  /// A whole number in the role's range.
  case integer(IntegerRole)
  /// A whole number from 0 through 2^64 − 1.
  case seed
  case callback
  case injectableError
  case invariant
  case mistake
  case policy
  case policyOption
  case optionKey
  /// A value of the named option.
  case optionValue(key: String)
  case diagnosticCode
  case errorCode
  /// A `<key>=<value>` field.
  case field
}

/// What a whole number stands for, which fixes its range.
public enum IntegerRole: String, Equatable, Sendable, CaseIterable {
  /// `day <n>`: 1 through 3660.
  case day
  /// `submenu <n>`: 1 through 3.
  case submenuItem
  /// `after <n> writes`.
  case writes
  /// `schema <n>`.
  case schemaVersion
  /// `count <n>`.
  case count
  /// `appStore maximumRating <n>`: 0 through 2000, as `AppStoreSettings.maximumRating`.
  case appRating
  /// `media maximumMovieRating|maximumTVShowRating <n>`: 0 through 1000.
  case mediaRating

  /// The values accepted.
  public var range: ClosedRange<Int> {
    switch self {
    case .day: 1...3_660
    case .submenuItem: 1...3
    case .writes, .schemaVersion, .count: 0...1_000_000_000
    case .appRating: 0...2_000
    case .mediaRating: 0...1_000
    }
  }
}

/// What a name is declared as in a scenario's one namespace.
public enum SymbolKind: String, Equatable, Sendable {
  case app
  case web
  case category
  case profile

  /// The kind of item an alias of this kind refers to; `nil` for a profile.
  public var itemKind: ItemReference.Kind? { ItemReference.Kind(rawValue: rawValue) }

  /// The symbol kind of an alias of item kind `kind`.
  public init(_ kind: ItemReference.Kind) {
    switch kind {
    case .app: self = .app
    case .web: self = .web
    case .category: self = .category
    }
  }
}

/// A moment of a scenario as its author reads it: a day number and a local time of day.
public struct StepTime: Equatable, Sendable {
  /// The day, 1 being the `start` date.
  public var day: Int
  /// Milliseconds since local midnight.
  public var millisecondsSinceMidnight: Int64

  public init(day: Int, millisecondsSinceMidnight: Int64) {
    self.day = day
    self.millisecondsSinceMidnight = millisecondsSinceMidnight
  }
}

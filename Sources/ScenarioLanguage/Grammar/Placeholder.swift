import ScreenTimeModel

/// The kind of value a pattern element stands for, with the rules of its written form.
package enum Placeholder: Sendable, Equatable {
  /// A double-quoted string.
  case string
  /// A double-quoted string that is not empty.
  case title
  /// A word or a double-quoted string.
  case text
  /// One or more tag names.
  case tags
  /// A profile name; a profile is created by the first step that names it.
  case profile
  /// The name of a usage event; `limit` names the usage limit's event.
  case eventName
  /// The name of a usage event being declared (`event <name> ...`), never `limit`.
  case newEventName
  /// One alias declared as one of these kinds.
  case item([ItemReference.Kind])
  /// A comma-separated list of aliases declared as these kinds.
  case items([ItemReference.Kind])
  /// A new alias of this kind, being declared.
  case newAlias(ItemReference.Kind)
  /// A category alias named by `app` or `web`, declared by the naming when it is new.
  case impliedCategory
  case bundleIdentifier
  case domain
  case duration
  case clock
  /// `<clock>-<clock>`.
  case clockRange
  /// A comma-separated list of weekdays.
  case weekdays
  case size
  case date
  case timeZone
  case systemVersion
  /// A comma-separated list of versions and ranges (`16.0...26.4, 27.0`, `16.0...`).
  case systemVersions
  case build
  case integer(IntegerRole)
  case seed
  case callback
  /// A `FamilyControlsError` that can be injected.
  case injectableError
  case invariant
  /// A comma-separated list of mistakes.
  case mistakes
  case policy
  /// One of the reference app's `policy-option` choices.
  case policyOption
  /// `<key> <value>`: an option and its value.
  case option
  case diagnosticCode
  case errorCode
  /// Zero or more `<key>=<value>` fields.
  case fields

  /// The kind of value named in messages.
  package var kind: ValueKind {
    switch self {
    case .string, .title: .string
    case .text: .text
    case .tags: .tag
    case .profile: .profile
    case .eventName, .newEventName: .eventName
    case .item(let kinds), .items(let kinds): .alias(kinds)
    case .newAlias(let kind): .newAlias(kind)
    case .impliedCategory: .alias([.category])
    case .bundleIdentifier: .bundleIdentifier
    case .domain: .domain
    case .duration: .duration
    case .clock: .clock
    case .clockRange: .clockRange
    case .weekdays: .weekday
    case .size: .size
    case .date: .date
    case .timeZone: .timeZone
    case .systemVersion, .systemVersions: .systemVersion
    case .build: .build
    case .integer(let role): .integer(role)
    case .seed: .seed
    case .callback: .callback
    case .injectableError: .injectableError
    case .invariant: .invariant
    case .mistakes: .mistake
    case .policy: .policy
    case .policyOption: .policyOption
    case .option: .optionKey
    case .diagnosticCode: .diagnosticCode
    case .errorCode: .errorCode
    case .fields: .field
    }
  }

  /// How the placeholder is written in syntax summaries; `label` names strings.
  package func syntax(label: String) -> String {
    switch self {
    case .string, .title: "\"<\(label)>\""
    case .text: "<text>"
    case .tags: "<name> ..."
    case .profile: "<profile>"
    case .eventName, .newEventName: "<event>"
    case .item(let kinds): "<\(Self.aliasName(kinds))>"
    case .items(let kinds): "<\(Self.aliasName(kinds))>[, ...]"
    case .newAlias: "<alias>"
    case .impliedCategory: "<category>"
    case .bundleIdentifier: "<bundle-id>"
    case .domain: "<domain>"
    case .duration: "<duration>"
    case .clock: "<clock>"
    case .clockRange: "<clock>-<clock>"
    case .weekdays: "<weekday>[,...]"
    case .size: "<size>"
    case .date: "<YYYY-MM-DD>"
    case .timeZone: "<IANA id>"
    case .systemVersion: "<version>"
    case .systemVersions: "<version>[...[<version>]][, ...]"
    case .build: "<id>"
    case .integer(.submenuItem): "<1-3>"
    case .integer: "<n>"
    case .seed: "<integer>"
    case .callback: "<callback>"
    case .injectableError: "<error>"
    case .invariant: "<invariant>"
    case .mistakes: "<mistake>[, ...]"
    case .policy: "<name>"
    case .policyOption: "<choice>"
    case .option: "<key> <value>"
    case .diagnosticCode: "<code>"
    case .errorCode: "<code>"
    case .fields: "[<key>=<value> ...]"
    }
  }

  /// `app`, `web`, `category`, `app|web` or `alias` (every kind).
  package static func aliasName(_ kinds: [ItemReference.Kind]) -> String {
    kinds.count == 3 ? "alias" : kinds.map(\.rawValue).joined(separator: "|")
  }
}

extension ItemReference.Kind {
  /// Every kind of item: apps, web domains and categories.
  package static let any: [ItemReference.Kind] = [.app, .web, .category]
}

/// The shield settings one store holds: the simulator's view of `ShieldSettings`.
///
/// Each setting is tri-state, as in ManagedSettings: `nil` (never set, or cleared), empty, or a
/// value. Reading a store back returns exactly what was written.
public struct ShieldSettingsState: Sendable, Equatable {
  /// `shield.applications`.
  public var applications: Set<OpaqueToken>?
  /// `shield.applicationCategories`.
  public var applicationCategories: CategoryPolicyState?
  /// `shield.webDomains`.
  public var webDomains: Set<OpaqueToken>?
  /// `shield.webDomainCategories`.
  public var webDomainCategories: CategoryPolicyState?

  public init(
    applications: Set<OpaqueToken>? = nil, applicationCategories: CategoryPolicyState? = nil,
    webDomains: Set<OpaqueToken>? = nil, webDomainCategories: CategoryPolicyState? = nil
  ) {
    self.applications = applications
    self.applicationCategories = applicationCategories
    self.webDomains = webDomains
    self.webDomainCategories = webDomainCategories
  }

  /// Whether every setting is unset or empty.
  public var isEmpty: Bool {
    (applications ?? []).isEmpty && (webDomains ?? []).isEmpty
      && (applicationCategories ?? CategoryPolicyState.none) == CategoryPolicyState.none
      && (webDomainCategories ?? CategoryPolicyState.none) == CategoryPolicyState.none
  }

  /// Every token the settings mention, sorted by bytes.
  public var allTokens: [OpaqueToken] {
    var tokens = Set<OpaqueToken>()
    tokens.formUnion(applications ?? [])
    tokens.formUnion(webDomains ?? [])
    for policy in [applicationCategories, webDomainCategories] {
      tokens.formUnion(policy?.allTokens ?? [])
    }
    return tokens.sorted()
  }

  /// The entries whose removal lifts a shield, tagged by setting.
  public var shieldingEntries: Set<StoreEntry> {
    var entries = Set<StoreEntry>()
    for token in applications ?? [] {
      entries.insert(StoreEntry(setting: .applications, token: token))
    }
    for token in webDomains ?? [] { entries.insert(StoreEntry(setting: .webDomains, token: token)) }
    entries.formUnion(
      applicationCategories?.shieldingEntries(setting: .applicationCategories) ?? [])
    entries.formUnion(webDomainCategories?.shieldingEntries(setting: .webDomainCategories) ?? [])
    return entries
  }
}

/// `ShieldSettings.ActivityCategoryPolicy`.
public enum CategoryPolicyState: Sendable, Equatable {
  /// `.none`: no category is shielded.
  case none
  /// `.all(except:)`: every category, except the listed items.
  case all(except: Set<OpaqueToken>)
  /// `.specific(_:except:)`: the listed categories, except the listed items.
  case specific(Set<OpaqueToken>, except: Set<OpaqueToken>)

  var allTokens: Set<OpaqueToken> {
    switch self {
    case .none: []
    case .all(let except): except
    case .specific(let categories, let except): categories.union(except)
    }
  }

  /// The entries of this policy whose removal lifts a shield.
  public func shieldingEntries(setting: ShieldSetting) -> Set<StoreEntry> {
    switch self {
    case .none: []
    case .all: [StoreEntry(setting: setting, token: nil)]
    case .specific(let categories, _):
      Set(categories.map { StoreEntry(setting: setting, token: $0) })
    }
  }
}

/// One of the four shield settings of a store.
public enum ShieldSetting: String, Sendable, Hashable, CaseIterable {
  case applications
  case applicationCategories
  case webDomains
  case webDomainCategories
}

/// One thing a store shields: a token in a setting, or (`token == nil`) a policy's `.all`.
public struct StoreEntry: Hashable, Sendable {
  public var setting: ShieldSetting
  public var token: OpaqueToken?

  public init(setting: ShieldSetting, token: OpaqueToken?) {
    self.setting = setting
    self.token = token
  }
}

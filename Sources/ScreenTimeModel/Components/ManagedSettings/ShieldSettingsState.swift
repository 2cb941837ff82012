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

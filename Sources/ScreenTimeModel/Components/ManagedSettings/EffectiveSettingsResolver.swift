/// What the device enforces, computed from everything the app's stores hold.
///
/// Models the effective state of spec section 5: an item is shielded when an enforced store
/// lists a working token for it, or a category policy of an enforced store covers its category
/// and does not except it. A store is enforced when the app is authorized, the store is active,
/// the OS honours it and it is within the store cap; a token works when it belongs to the
/// current epoch, has not expired and (under `rotation invalidates-old`) is its item's current
/// representation. Void, expired or unknown tokens contribute nothing and raise no error. The
/// resolver is a pure function of its inputs.
public struct EffectiveSettingsResolver {
  let stores: ManagedSettingsDaemon
  let tokens: TokenVault
  let authority: FamilyControlsAuthority
  let options: ModelOptions
  let inventory: Inventory
  /// The `os ignores store` faults in force: the stores their subjects wrote are not enforced.
  let ignoredStores: [IgnoredStores]
  /// The bundle identifier of the app under test, which `.all` never shields.
  var callingApp: String?

  /// What `stores` make the device enforce, with these tokens, authorization and options, the
  /// stores that `ignoredStores` name left out and `callingApp` never shielded by `.all`.
  public init(
    stores: ManagedSettingsDaemon, tokens: TokenVault, authority: FamilyControlsAuthority,
    options: ModelOptions, inventory: Inventory, ignoredStores: [IgnoredStores],
    callingApp: String? = nil
  ) {
    self.stores = stores
    self.tokens = tokens
    self.authority = authority
    self.options = options
    self.inventory = inventory
    self.ignoredStores = ignoredStores
    self.callingApp = callingApp
  }

  /// What the system does with `item` in front, with the `ignored` stores left out: a store
  /// blocking it decides first, then one shielding it.
  func enforcement(of item: Item, ignoring ignored: [IgnoredStores]) -> ItemEnforcement {
    if let store = blockingStore(of: item, ignoring: ignored) { return .blocked(store: store) }
    return shieldCause(for: item, ignoring: ignored).map(ItemEnforcement.shielded) ?? .usable
  }

  /// Why the system shields `item` now, if it does: a store listing it beats a category policy.
  ///
  /// - Complexity: O(s × t) in the number of stores and the tokens of their settings.
  public func shieldCause(for item: Item) -> ShieldCause? {
    shieldCause(for: item, ignoring: ignoredStores)
  }

  /// Why the system shields `item` with the `ignored` stores left out, if it does.
  func shieldCause(for item: Item, ignoring ignored: [IgnoredStores]) -> ShieldCause? {
    var cause: ShieldCause?
    // The stores are read where they lie: this runs whenever the front item's shield is judged.
    let all = stores.stores
    for rank in all.indices where isEnforced(all[rank], rank: rank, ignoring: ignored) {
      switch item {
      case .app:
        if lists(all[rank].settings.applications, item) { return .individual }
        if cause == nil, let policy = all[rank].settings.applicationCategories,
          covers(policy, item)
        {
          cause = .category
        }
      case .web:
        if lists(all[rank].settings.webDomains, item) { return .individual }
        if cause == nil, let policy = all[rank].settings.webDomainCategories, covers(policy, item) {
          cause = .category
        }
      case .category:
        break
      }
    }
    return cause
  }

  // MARK: - Application and web content settings

  /// Whether the system blocks `item` outside shields: an app an enforced store lists in
  /// `blockedApplications` (hidden and not launchable), or a web domain an enforced store's web
  /// content filter blocks.
  ///
  /// A domain blocked by one store stays blocked whatever another store allows.
  ///
  /// - Complexity: O(s × n) in the number of stores and the entries of their settings.
  public func isBlocked(_ item: Item) -> Bool {
    blockingStore(of: item) != nil
  }

  /// The name of the first enforced store that blocks `item`, if one does.
  public func blockingStore(of item: Item) -> String? {
    blockingStore(of: item, ignoring: ignoredStores)
  }

  /// The name of the first store enforced with the `ignored` stores left out that blocks
  /// `item`, if one does.
  func blockingStore(of item: Item, ignoring ignored: [IgnoredStores]) -> String? {
    let all = stores.stores
    for rank in all.indices where isEnforced(all[rank], rank: rank, ignoring: ignored) {
      switch item {
      case .app(let index):
        if uses(all[rank].application.blockedApplications, where: { matches($0, app: index) }) {
          return all[rank].name
        }
      case .web(let index):
        if let policy = all[rank].webContent.blockedByFilter, filters(policy, web: index) {
          return all[rank].name
        }
      case .category:
        break
      }
    }
    return nil
  }

  /// Whether an enforced store sets `denyAppRemoval`.
  public var deniesAppRemoval: Bool { deniesAppRemoval(ignoring: ignoredStores) }

  /// Whether a store enforced with the `ignored` stores left out sets `denyAppRemoval`.
  func deniesAppRemoval(ignoring ignored: [IgnoredStores]) -> Bool {
    enforcedStores(ignoring: ignored).contains { $0.application.denyAppRemoval == true }
  }

  /// Whether an enforced store sets `denyAppInstallation`.
  public var deniesAppInstallation: Bool { deniesAppInstallation(ignoring: ignoredStores) }

  /// Whether a store enforced with the `ignored` stores left out sets `denyAppInstallation`.
  func deniesAppInstallation(ignoring ignored: [IgnoredStores]) -> Bool {
    enforcedStores(ignoring: ignored).contains { $0.application.denyAppInstallation == true }
  }

  /// Whether Safari's private browsing is disabled: an enforced store's web content filter is a
  /// policy other than `.none` (Apple, `WebContentSettings.blockedByFilter`).
  public var disablesPrivateBrowsing: Bool {
    enforcedStores(ignoring: ignoredStores).contains { $0.webContent.disablesPrivateBrowsing }
  }

  private func enforcedStores(ignoring ignored: [IgnoredStores]) -> [ManagedSettingsDaemon.Store] {
    stores.stores.enumerated().filter { isEnforced($1, rank: $0, ignoring: ignored) }
      .map(\.element)
  }

  /// The entries of one setting that the system uses, after the 50-entry cap.
  private func capped<Entry: Comparable>(_ set: Set<Entry>?) -> [Entry] {
    let sorted = (set ?? []).sorted()
    guard sorted.count > ModelOptions.settingCap else { return sorted }
    switch options.tokenCap {
    case .ignoreSet: return []
    case .truncate: return Array(sorted.prefix(ModelOptions.settingCap))
    case .accept: return sorted
    }
  }

  private func matches(_ reference: ApplicationReference, app index: Int) -> Bool {
    if let token = reference.token, shieldingRecord(of: token)?.item == .app(index) { return true }
    return reference.bundleIdentifier == inventory.apps[index].bundleIdentifier
  }

  private func matches(_ reference: WebDomainReference, web index: Int) -> Bool {
    if let token = reference.token, shieldingRecord(of: token)?.item == .web(index) { return true }
    guard let name = reference.domain?.lowercased(), !name.isEmpty else { return false }
    let domain = inventory.webDomains[index].domain.lowercased()
    return domain == name || domain.hasSuffix("." + name)
  }

  private func filters(_ policy: WebFilterPolicyState, web index: Int) -> Bool {
    func lists(_ set: Set<WebDomainReference>) -> Bool {
      uses(set) { matches($0, web: index) }
    }
    switch policy {
    case .none: return false
    case .specific(let blocked): return lists(blocked)
    case .all(let except): return !lists(except)
    case .auto(let blocked, let except):
      return (inventory.webDomains[index].isAdult || lists(blocked)) && !lists(except)
    }
  }

  // MARK: - Stores

  /// Whether the system enforces `store`, the `rank`-th created, with the stores the
  /// `ignored` faults name left out.
  func isEnforced(
    _ store: ManagedSettingsDaemon.Store, rank: Int, ignoring ignored: [IgnoredStores]
  ) -> Bool {
    authority.isApproved && store.isActive
      && !store.writers.contains { writer in ignored.contains { $0.subject == writer } }
      && (options.storeCap == .accept || rank < ModelOptions.settingCap)
  }

  /// The record of `token` if it still works for shielding.
  func shieldingRecord(of token: OpaqueToken) -> TokenVault.Record? {
    guard let record = tokens.record(of: token), record.epoch == authority.epoch,
      !record.isExpired
    else { return nil }
    if options.rotation == .invalidatesOld,
      record.representation != tokens.representation(of: record.item)
    {
      return nil
    }
    return record
  }

  /// Whether a token of `tokens` that the system uses (after the cap) works for `item`.
  private func lists(_ tokens: Set<OpaqueToken>?, _ item: Item) -> Bool {
    uses(tokens) { shieldingRecord(of: $0)?.item == item }
  }

  /// Whether an entry of `set` that the system uses, after the 50-entry cap, satisfies
  /// `predicate`.
  ///
  /// Under the cap every entry is used, so the set is read as it is, in no particular order:
  /// whether some entry satisfies a predicate does not depend on the order they are read in.
  private func uses<Entry: Comparable>(_ set: Set<Entry>?, where predicate: (Entry) -> Bool)
    -> Bool
  {
    guard let set, !set.isEmpty else { return false }
    if set.count <= ModelOptions.settingCap { return set.contains(where: predicate) }
    return capped(set).contains(where: predicate)
  }

  private func isCallingApp(_ item: Item) -> Bool {
    guard let callingApp, case .app(let index) = item else { return false }
    return inventory.apps[index].bundleIdentifier == callingApp
  }

  private func covers(_ policy: CategoryPolicyState, _ item: Item) -> Bool {
    switch policy {
    case .none:
      return false
    case .all(let except):
      // Apple: the calling app itself is never shielded by `.all`.
      return !isCallingApp(item) && !lists(except, item)
    case .specific(let categories, let except):
      guard let category = inventory.category(of: item),
        lists(categories, .category(category))
      else { return false }
      return !lists(except, item)
    }
  }
}

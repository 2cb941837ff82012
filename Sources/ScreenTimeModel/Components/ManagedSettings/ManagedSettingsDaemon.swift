/// Every `ManagedSettingsStore` of the app, by name, shared by the app and its extensions.
///
/// Models the ManagedSettings daemon's storage for one app: stores are created on first use,
/// reading returns exactly what was written, and an inactive store keeps its settings. What the
/// device enforces is decided from these by ``EffectiveSettingsResolver``.
public struct ManagedSettingsDaemon: Sendable {
  /// One named store.
  public struct Store: Sendable, Equatable {
    public var name: String
    /// The `shield` group.
    public var settings = ShieldSettingsState()
    /// The `application` group.
    public var application = ApplicationSettingsState()
    /// The `webContent` group.
    public var webContent = WebContentSettingsState()
    /// The `account`, `appStore`, `cellular`, `dateAndTime`, `gameCenter`, `media`,
    /// `passcode`, `safari` and `siri` groups.
    public var groups = GroupSettingsState()
    /// `isActive` (iOS 26.5): an inactive store keeps its settings but is not enforced.
    public var isActive = true
    /// The subjects of the causes that wrote it, in order, so faults can name the store.
    public var writers: [String] = []
  }

  /// The stores in creation order.
  public private(set) var stores: [Store] = []
  private var ranks: [String: Int] = [:]

  public init() {}

  /// The names of the stores, in creation order.
  public var names: [String] { stores.map(\.name) }

  /// The store named `name`, if it exists.
  public func store(named name: String) -> Store? {
    ranks[name].map { stores[$0] }
  }

  /// The creation rank of `name` (0 for the first store), if it exists.
  public func rank(of name: String) -> Int? {
    ranks[name]
  }

  /// Creates the store named `name` if it does not exist yet; whether it did not.
  @discardableResult
  mutating func touch(_ name: String) -> Bool {
    guard ranks[name] == nil else { return false }
    _ = index(creating: name)
    return true
  }

  /// The index of the store named `name`, created if it does not exist yet.
  private mutating func index(creating name: String) -> Int {
    if let index = ranks[name] { return index }
    ranks[name] = stores.count
    stores.append(Store(name: name))
    return stores.count - 1
  }

  /// Replaces the settings of `name` on behalf of `subject`; returns the settings before.
  mutating func write(_ settings: ShieldSettingsState, to name: String, subject: String?)
    -> ShieldSettingsState
  {
    replace(\.settings, of: name, with: settings, subject: subject)
  }

  /// Replaces the application settings of `name` on behalf of `subject`; returns those before.
  mutating func write(_ settings: ApplicationSettingsState, to name: String, subject: String?)
    -> ApplicationSettingsState
  {
    replace(\.application, of: name, with: settings, subject: subject)
  }

  /// Replaces the web content settings of `name` on behalf of `subject`; returns those before.
  mutating func write(_ settings: WebContentSettingsState, to name: String, subject: String?)
    -> WebContentSettingsState
  {
    replace(\.webContent, of: name, with: settings, subject: subject)
  }

  /// Replaces the settings of the other groups of `name` on behalf of `subject`; returns
  /// those before.
  mutating func write(_ settings: GroupSettingsState, to name: String, subject: String?)
    -> GroupSettingsState
  {
    replace(\.groups, of: name, with: settings, subject: subject)
  }

  /// Replaces one settings group of `name`, creating the store, and records `subject` among
  /// its writers when the write creates the store or changes what it holds; returns the group
  /// before.
  ///
  /// Writing the value a store already holds changes nothing, so it makes no writer: an app
  /// that re-applies every profile's rules on each edit does not make every store its edit's.
  private mutating func replace<Group: Equatable>(
    _ group: WritableKeyPath<Store, Group>, of name: String, with value: Group, subject: String?
  ) -> Group {
    let isNew = ranks[name] == nil
    let index = index(creating: name)
    if let subject, isNew || stores[index][keyPath: group] != value,
      !stores[index].writers.contains(subject)
    {
      stores[index].writers.append(subject)
    }
    defer { stores[index][keyPath: group] = value }
    return stores[index][keyPath: group]
  }

  /// Sets `isActive` of `name`.
  mutating func setActive(_ isActive: Bool, for name: String) {
    touch(name)
    if let index = ranks[name] { stores[index].isActive = isActive }
  }

  /// Deletes every store (the app was deleted).
  mutating func removeAll() {
    stores = []
    ranks = [:]
  }

  /// Deletes the store named `name`; returns it as it was, or `nil` when it did not exist.
  mutating func delete(_ name: String) -> Store? {
    guard let index = ranks[name] else { return nil }
    let before = stores[index]
    stores.remove(at: index)
    ranks = Dictionary(uniqueKeysWithValues: stores.enumerated().map { ($1.name, $0) })
    return before
  }
}

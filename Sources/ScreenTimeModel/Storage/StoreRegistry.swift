/// Every `ManagedSettingsStore` of the app, by name, shared by the app and its extensions.
///
/// Models the ManagedSettings daemon's storage for one app: stores are created on first use,
/// reading returns what was written, and each shielding entry remembers which profile wrote it,
/// so the simulator can tell when ending one profile removes another's setting.
public struct StoreRegistry: Sendable {
  /// One named store.
  public struct Store: Sendable {
    public var name: String
    public var settings = ShieldSettingsState()
    /// `isActive` (iOS 26.5): an inactive store keeps its settings but is not enforced.
    public var isActive = true
    /// Which profile wrote each shielding entry, when known.
    var writers: [StoreEntry: String] = [:]
    /// The profiles that ever wrote to the store, in order.
    public var writingProfiles: [String] = []
  }

  /// The stores in creation order.
  public private(set) var stores: [Store] = []

  public init() {}

  /// The names of the stores, in creation order.
  public var names: [String] { stores.map(\.name) }

  /// The store named `name`, if it exists.
  public func store(named name: String) -> Store? {
    stores.first { $0.name == name }
  }

  /// Creates the store named `name` if it does not exist yet.
  public mutating func touch(_ name: String) {
    if !stores.contains(where: { $0.name == name }) { stores.append(Store(name: name)) }
  }

  /// The creation rank of `name` (0 for the first store), if it exists.
  public func rank(of name: String) -> Int? {
    stores.firstIndex { $0.name == name }
  }

  /// Replaces the settings of `name` and returns the entries the write removed that another
  /// profile had written, with that profile.
  ///
  /// - Parameters:
  ///   - settings: the new settings.
  ///   - name: the store.
  ///   - profile: the profile on whose behalf the write happens, if known.
  public mutating func write(_ settings: ShieldSettingsState, to name: String, by profile: String?)
    -> [(writer: String, setting: ShieldSetting)]
  {
    touch(name)
    guard let index = rank(of: name) else { return [] }
    var store = stores[index]
    let before = store.settings.shieldingEntries
    let after = settings.shieldingEntries
    var removedFromOthers: [(writer: String, setting: ShieldSetting)] = []
    for entry in before.subtracting(after) {
      if let writer = store.writers[entry], writer != profile {
        removedFromOthers.append((writer, entry.setting))
      }
      store.writers[entry] = nil
    }
    for entry in after.subtracting(before) {
      if let profile { store.writers[entry] = profile }
    }
    if let profile, !store.writingProfiles.contains(profile) {
      store.writingProfiles.append(profile)
    }
    store.settings = settings
    stores[index] = store
    return removedFromOthers.sorted {
      ($0.writer, $0.setting.rawValue) < ($1.writer, $1.setting.rawValue)
    }
  }

  /// Sets `isActive` of `name`.
  public mutating func setActive(_ isActive: Bool, for name: String) {
    touch(name)
    if let index = rank(of: name) { stores[index].isActive = isActive }
  }

  /// Deletes the store named `name` and returns what `write` returns for clearing it.
  public mutating func delete(_ name: String, by profile: String?) -> [(
    writer: String, setting: ShieldSetting
  )] {
    guard rank(of: name) != nil else { return [] }
    let removed = write(ShieldSettingsState(), to: name, by: profile)
    stores.removeAll { $0.name == name }
    return removed
  }

  /// The most recently created store that `profile` wrote to.
  public func store(writtenBy profile: String) -> Store? {
    stores.last { $0.writingProfiles.contains(profile) }
  }
}

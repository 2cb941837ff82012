import ScreenTimeAPI

/// The store each profile writes, as every process of the reference app finds it.
enum ProfileStores {
  /// The profile's own store; the `clear-all-stores` mistake shares the default store.
  static func store(forProfile profileID: String, mistakes: Set<Mistake>) -> ManagedSettingsStore {
    mistakes.contains(.clearAllStores)
      ? ManagedSettingsStore() : ManagedSettingsStore(named: .init("profile.\(profileID)"))
  }

  /// Whether `store` shields anything now, by what reading it back returns.
  static func isShielding(_ store: ManagedSettingsStore) -> Bool {
    let shield = store.shield
    return !(shield.applications ?? []).isEmpty || !(shield.webDomains ?? []).isEmpty
      || (shield.applicationCategories ?? .none) != .none
  }
}

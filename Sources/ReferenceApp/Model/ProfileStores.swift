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

  /// Sets every group other than `shield`, `application` and `webContent` that holds a setting
  /// back to nothing, one assignment a group.
  static func clearSettingsGroups(of store: ManagedSettingsStore) {
    if store.account != AccountSettings() { store.account = AccountSettings() }
    if store.appStore != AppStoreSettings() { store.appStore = AppStoreSettings() }
    if store.cellular != CellularSettings() { store.cellular = CellularSettings() }
    if store.dateAndTime != DateAndTimeSettings() { store.dateAndTime = DateAndTimeSettings() }
    if store.gameCenter != GameCenterSettings() { store.gameCenter = GameCenterSettings() }
    if store.media != MediaSettings() { store.media = MediaSettings() }
    if store.passcode != PasscodeSettings() { store.passcode = PasscodeSettings() }
    if store.safari != SafariSettings() { store.safari = SafariSettings() }
    if store.siri != SiriSettings() { store.siri = SiriSettings() }
  }
}

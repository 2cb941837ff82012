import SimulationEngine

extension SimulatedDevice {
  // MARK: - Stores

  /// Creates the store named `name` (`ManagedSettingsStore(named:)`).
  package func touchStore(_ name: String) {
    if managedSettings.touch(name) { emit(.storeCreated(name)) }
  }

  /// What reading the store back returns: exactly what was written.
  package func storeSettings(_ name: String) -> ShieldSettingsState {
    managedSettings.store(named: name)?.settings ?? ShieldSettingsState()
  }

  /// Replaces the settings of a store (`clears` for `clearAllSettings()`).
  package func writeStore(_ name: String, _ settings: ShieldSettingsState, clears: Bool) {
    guard admitWrite() else { return }
    touchStore(name)
    let before = managedSettings.write(settings, to: name, subject: causes.current.subject)
    emit(
      .storeWritten(
        processes.currentProcess, store: name, before: before, after: settings, clears: clears))
  }

  /// `isActive` of a store.
  package func storeIsActive(_ name: String) -> Bool {
    managedSettings.store(named: name)?.isActive ?? true
  }

  /// Sets `isActive` of a store.
  package func setStoreActive(_ name: String, _ isActive: Bool) {
    guard admitWrite() else { return }
    touchStore(name)
    managedSettings.setActive(isActive, for: name)
    emit(.storeActivated(processes.currentProcess, store: name, isActive: isActive))
  }

  /// Deletes a store with all its groups.
  package func deleteStore(_ name: String) {
    guard admitWrite() else { return }
    let before = managedSettings.delete(name)
    emit(
      .storeDeleted(
        processes.currentProcess, store: name, before: before?.settings ?? ShieldSettingsState()))
  }

  /// The names of the app's stores.
  package var storeNames: [String] { managedSettings.names }

  // MARK: - Effective state

  /// A number that stays the same for as long as what ``effectiveSettings`` decides cannot
  /// change, or `nil` while an `os ignores store` fault is in force, whose decisions depend on
  /// more than the settings.
  ///
  /// It changes with every change of authorization, tokens or stores, so an observer that
  /// samples shields and blocks at every step can reuse what it found while it stays the same.
  package var effectiveSettingsRevision: UInt64? {
    faults.ignoresStores ? nil : settingsRevision
  }

  /// What the device enforces now.
  public var effectiveSettings: EffectiveSettingsResolver {
    EffectiveSettingsResolver(
      stores: managedSettings, tokens: tokens, authority: authority, options: options,
      inventory: inventory, ignoredStores: faults.ignoredStores,
      callingApp: configuration.appBundleIdentifier)
  }
}

import SimulationEngine

extension SimulatedDevice {
  // MARK: - The application and web content groups of stores

  /// What reading the store's `application` group back returns: exactly what was written.
  package func applicationSettings(_ name: String) -> ApplicationSettingsState {
    managedSettings.store(named: name)?.application ?? ApplicationSettingsState()
  }

  /// What reading the store's `webContent` group back returns: exactly what was written.
  package func webContentSettings(_ name: String) -> WebContentSettingsState {
    managedSettings.store(named: name)?.webContent ?? WebContentSettingsState()
  }

  /// Replaces the store's `application` group.
  package func writeApplicationSettings(_ name: String, _ settings: ApplicationSettingsState) {
    guard admitWrite() else { return }
    touchStore(name)
    let before = managedSettings.write(settings, to: name, subject: causes.current.subject)
    emit(
      .applicationSettingsWritten(
        processes.currentProcess, store: name, before: before, after: settings, clears: false))
  }

  /// Replaces the store's `webContent` group.
  package func writeWebContentSettings(_ name: String, _ settings: WebContentSettingsState) {
    guard admitWrite() else { return }
    touchStore(name)
    let before = managedSettings.write(settings, to: name, subject: causes.current.subject)
    emit(
      .webContentSettingsWritten(
        processes.currentProcess, store: name, before: before, after: settings, clears: false))
  }

  /// What reading the store's `group` back returns: exactly what was written.
  package func groupSettings(_ name: String, _ group: ManagedSettingsGroupName)
    -> [ManagedSetting: ManagedSettingValue]
  {
    managedSettings.store(named: name)?.groups.values(in: group) ?? [:]
  }

  /// Replaces the store's `group` (`appStore`, `media`, ...) with `values`.
  package func writeGroupSettings(
    _ name: String, _ group: ManagedSettingsGroupName,
    _ values: [ManagedSetting: ManagedSettingValue]
  ) {
    guard admitWrite() else { return }
    touchStore(name)
    var after = managedSettings.store(named: name)?.groups ?? GroupSettingsState()
    after.replace(group, with: values)
    let before = managedSettings.write(after, to: name, subject: causes.current.subject)
    emit(
      .groupSettingsWritten(
        processes.currentProcess, store: name, group: group, before: before, after: after,
        clears: false))
  }

  /// `clearAllSettings()`: every group of the store goes back to unset, in one write.
  package func clearStore(_ name: String) {
    guard admitWrite() else { return }
    touchStore(name)
    let process = processes.currentProcess
    let subject = causes.current.subject
    let shield = managedSettings.write(ShieldSettingsState(), to: name, subject: subject)
    emit(
      .storeWritten(
        process, store: name, before: shield, after: ShieldSettingsState(), clears: true))
    let application = managedSettings.write(ApplicationSettingsState(), to: name, subject: subject)
    if !application.isUnset {
      emit(
        .applicationSettingsWritten(
          process, store: name, before: application, after: ApplicationSettingsState(),
          clears: true))
    }
    let webContent = managedSettings.write(WebContentSettingsState(), to: name, subject: subject)
    if !webContent.isUnset {
      emit(
        .webContentSettingsWritten(
          process, store: name, before: webContent, after: WebContentSettingsState(),
          clears: true))
    }
    let groups = managedSettings.write(GroupSettingsState(), to: name, subject: subject)
    var remaining = groups
    for group in ManagedSettingsGroupName.allCases where !groups.values(in: group).isEmpty {
      let before = remaining
      remaining.replace(group, with: [:])
      emit(
        .groupSettingsWritten(
          process, store: name, group: group, before: before, after: remaining, clears: true))
    }
  }

  // MARK: - What the groups block

  /// `user removes <app>`: deletes the app from the device unless a store denies app removal.
  ///
  /// - Throws: ``DeviceError/notInstalled(_:)`` when the user removed it already.
  public func removeApp(_ item: Item) throws(DeviceError) {
    perform(
      try screen.removeApp(
        item, in: inventory, settings: effectiveSettings, faults: &faults, at: now))
  }

  /// `user installs <app>`: installs a removed app again unless a store denies installation.
  ///
  /// - Throws: ``DeviceError/alreadyInstalled(_:)`` when the app is installed.
  public func installApp(_ item: Item) throws(DeviceError) {
    perform(
      try screen.installApp(
        item, in: inventory, settings: effectiveSettings, faults: &faults, at: now))
  }
}

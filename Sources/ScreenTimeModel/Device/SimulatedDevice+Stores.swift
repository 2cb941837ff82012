extension SimulatedDevice {
  /// Counts one store or App Group write of the process running now; `false` when the process
  /// is dead or a kill fault ends it at this write.
  func admitWrite() -> Bool {
    guard let index = invocations.indices.last else { return true }
    guard invocations[index].mayWrite else { return false }
    if let limit = invocations[index].killAfterWrites, invocations[index].writes >= limit {
      end(.killed("os kills the process at write \(invocations[index].writes + 1)"))
      return false
    }
    invocations[index].writes += 1
    return true
  }

  /// Creates the store named `name` (`ManagedSettingsStore(named:)`).
  package func touchStore(_ name: String) {
    stores.touch(name)
  }

  /// What reading the store back returns: exactly what was written.
  package func storeSettings(_ name: String) -> ShieldSettingsState {
    stores.store(named: name)?.settings ?? ShieldSettingsState()
  }

  /// Replaces the settings of a store.
  package func writeStore(_ name: String, _ settings: ShieldSettingsState, action: String) {
    guard admitWrite() else { return }
    rememberIdentifier(in: name)
    let before = storeSettings(name)
    let removed = stores.write(settings, to: name, by: operation.profile)
    record(currentProcessName, "\(action) store \(name): \(describe(settings, since: before))")
    checkIsolation(removed, store: name)
  }

  /// `isActive` of a store.
  package func storeIsActive(_ name: String) -> Bool {
    stores.store(named: name)?.isActive ?? true
  }

  /// Sets `isActive` of a store.
  package func setStoreActive(_ name: String, _ isActive: Bool) {
    guard admitWrite() else { return }
    stores.setActive(isActive, for: name)
    record(currentProcessName, "store \(name) isActive = \(isActive)")
  }

  /// Deletes a store.
  package func deleteStore(_ name: String) {
    guard admitWrite() else { return }
    let removed = stores.delete(name, by: operation.profile)
    record(currentProcessName, "deletes store \(name)")
    checkIsolation(removed, store: name)
  }

  /// The names of the app's stores.
  package var storeNames: [String] { stores.names }

  private func checkIsolation(_ removed: [(writer: String, setting: ShieldSetting)], store: String)
  {
    guard operation.kind.isRemoval, !removed.isEmpty else { return }
    let verb =
      switch operation.kind {
      case .ending: "ending"
      case .stopping: "stopping"
      case .disabling: "disabling"
      case .deleting: "deleting"
      case .general: "changing"
      }
    let actor = operation.profile.map { "profile '\($0)'" } ?? "a profile"
    for writer in Set(removed.map(\.writer)).sorted() {
      let settings = removed.filter { $0.writer == writer }.map(\.setting.rawValue)
      addViolation(
        .profileIsolation,
        "\(verb) \(actor) removed \(Set(settings).sorted().joined(separator: ", ")) that profile "
          + "'\(writer)' wrote to store \(store)")
    }
  }

  /// The store a profile's operations wrote, as `expect store` reads it.
  public func store(ofProfile profile: String) -> ShieldSettingsState? {
    stores.store(writtenBy: profile)?.settings
  }

  /// The items the tokens of a setting stand for, in inventory order.
  public func items(of tokens: [OpaqueToken]) -> [Item] {
    Set(tokens.compactMap { self.tokens.record(of: $0)?.item }).sorted()
  }

  /// The settings that differ from `before`, as `setting=value` text.
  func describe(_ settings: ShieldSettingsState, since before: ShieldSettingsState) -> String {
    if settings == ShieldSettingsState() { return "cleared" }
    var changes: [String] = []
    if settings.applications != before.applications {
      changes.append("applications=\(names(settings.applications))")
    }
    if settings.applicationCategories != before.applicationCategories {
      changes.append("applicationCategories=\(policy(settings.applicationCategories))")
    }
    if settings.webDomains != before.webDomains {
      changes.append("webDomains=\(names(settings.webDomains))")
    }
    if settings.webDomainCategories != before.webDomainCategories {
      changes.append("webDomainCategories=\(policy(settings.webDomainCategories))")
    }
    return changes.isEmpty ? "unchanged" : changes.joined(separator: " ")
  }

  private func names(_ tokens: Set<OpaqueToken>?) -> String {
    guard let tokens else { return "nil" }
    let items = tokens.map { token in
      self.tokens.record(of: token).map { inventory.name(of: $0.item) } ?? "unknown"
    }
    return "[\(items.sorted().joined(separator: ", "))]"
  }

  private func policy(_ value: CategoryPolicyState?) -> String {
    switch value {
    case nil: "nil"
    case .none?: ".none"
    case .all(let except)?: ".all(except: \(names(except)))"
    case .specific(let categories, let except)?:
      ".specific(\(names(categories)), except: \(names(except)))"
    }
  }

  /// `os ignores store <profile>` / `os honours store <profile>`.
  public func setStoreIgnored(_ isIgnored: Bool, profile: String) {
    if isIgnored { ignoredProfiles.insert(profile) } else { ignoredProfiles.remove(profile) }
    refreshFrontmost()
  }
}

extension SimulatedDevice {
  /// The identifiers the app used for `profile`: the part after `profile.` of every store name,
  /// App Group key, backend key and activity name (without a weekday's `.<n>`) used on its
  /// behalf, including those since removed, so a profile that only scheduled, or whose copy is
  /// gone, is found.
  public func identifiers(ofProfile profile: String) -> Set<String> {
    profileIdentifiers[profile] ?? []
  }

  /// Remembers the identifier in a store name, key or activity name used for the operation's
  /// profile.
  func rememberIdentifier(in name: String) {
    guard let profile = operation.profile, let identifier = Self.identifier(in: name) else {
      return
    }
    profileIdentifiers[profile, default: []].insert(identifier)
  }

  /// `profile.<id>` or `profile.<id>.<n>` → `<id>`; `nil` for a name of another form.
  static func identifier(in name: String) -> String? {
    guard name.hasPrefix("profile.") else { return nil }
    var identifier = name.dropFirst("profile.".count)
    if let dot = identifier.lastIndex(of: "."),
      identifier[identifier.index(after: dot)...].allSatisfy(\.isNumber)
    {
      identifier = identifier[..<dot]
    }
    return String(identifier)
  }
}

import ScreenTimeModel

/// `profile-isolation`: ending, stopping, disabling or deleting one profile never removes a
/// setting another profile wrote.
///
/// The rule remembers which subject wrote each shielding entry of each store; a write in a
/// removing operation that takes away an entry another subject wrote breaks it.
struct ProfileIsolationRule: InvariantRule {
  /// The subject that wrote each entry, by store.
  private var writers: [String: [StoreEntry: String]] = [:]

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .storeWritten(_, let store, let before, let after, _):
      let removed = record(store, before: before, after: after, by: event.cause.subject)
      return violations(removed, store: store, event.cause.subject, context.operationKind)
    case .storeDeleted(_, let store, let before):
      let removed = record(
        store, before: before, after: ShieldSettingsState(), by: event.cause.subject)
      writers[store] = nil
      return violations(removed, store: store, event.cause.subject, context.operationKind)
    default:
      return []
    }
  }

  /// Updates the writers of `store` and returns the entries the write took from other subjects.
  private mutating func record(
    _ store: String, before: ShieldSettingsState, after: ShieldSettingsState, by subject: String?
  ) -> [(writer: String, setting: ShieldSetting)] {
    let old = before.shieldingEntries
    let new = after.shieldingEntries
    var entries = writers[store] ?? [:]
    var removed: [(writer: String, setting: ShieldSetting)] = []
    for entry in old.subtracting(new) {
      if let writer = entries[entry], writer != subject { removed.append((writer, entry.setting)) }
      entries[entry] = nil
    }
    if let subject {
      for entry in new.subtracting(old) { entries[entry] = subject }
    }
    writers[store] = entries
    return removed
  }

  private func violations(
    _ removed: [(writer: String, setting: ShieldSetting)], store: String, _ subject: String?,
    _ kind: OperationKind
  ) -> [String] {
    guard kind.isRemoval, !removed.isEmpty else { return [] }
    let verb =
      switch kind {
      case .ending: "ending"
      case .stopping: "stopping"
      case .disabling: "disabling"
      case .deleting: "deleting"
      case .general: "changing"
      }
    let actor = subject.map { "profile '\($0)'" } ?? "a profile"
    return Set(removed.map(\.writer)).sorted().map { writer in
      let settings = Set(removed.filter { $0.writer == writer }.map(\.setting.rawValue)).sorted()
      return "\(verb) \(actor) removed \(settings.joined(separator: ", ")) that profile "
        + "'\(writer)' wrote to store \(store)"
    }
  }
}

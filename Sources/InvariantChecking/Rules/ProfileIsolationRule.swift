import ScreenTimeModel

/// `profile-isolation`: ending, stopping, disabling or deleting one profile never removes a
/// setting another profile wrote, and starting one never removes a setting of another profile
/// whose session is still on.
///
/// The rule remembers which profile each shielding entry of each store belongs to: the store's
/// own profile when the app's naming says whose it is (``CheckContext/storeOwner``), else the
/// profile whose step wrote the entry. A write in a removing operation that takes away an entry
/// of another profile breaks it; a write that changes nothing takes nothing away.
///
/// A start (an interval's `intervalDidStart`, or `user blocks <profile> now`) breaks it only by
/// taking away the entries of a profile whose session is on at that instant
/// (``CheckContext/isSessionOn(_:)``): clearing what a session that has ended left behind is
/// cleanup. An app that runs one session at a time
/// (``AppConventions/runsConcurrentSessions`` false) replaces the running session by design, so
/// its starts are never judged.
struct ProfileIsolationRule: InvariantRule {
  /// The subject that wrote each entry, by store.
  private var writers: [String: [StoreEntry: String]] = [:]

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .storeWritten(_, let store, let before, let after, _):
      let owner = context.storeOwner(store) ?? event.cause.subject
      let removed = record(store, before: before, after: after, by: owner, event.cause.subject)
      return violations(removed, store: store, event.cause.subject, context)
    case .storeDeleted(_, let store, let before):
      let owner = context.storeOwner(store) ?? event.cause.subject
      let removed = record(
        store, before: before, after: ShieldSettingsState(), by: owner, event.cause.subject)
      writers[store] = nil
      return violations(removed, store: store, event.cause.subject, context)
    default:
      return []
    }
  }

  /// Updates the owners of the entries of `store`, new ones belonging to `owner`, and returns
  /// the entries the write by `subject` took from other profiles.
  private mutating func record(
    _ store: String, before: ShieldSettingsState, after: ShieldSettingsState, by owner: String?,
    _ subject: String?
  ) -> [(writer: String, setting: ShieldSetting)] {
    let old = before.shieldingEntries
    let new = after.shieldingEntries
    var entries = writers[store] ?? [:]
    var removed: [(writer: String, setting: ShieldSetting)] = []
    for entry in old.subtracting(new) {
      if let writer = entries[entry], writer != subject { removed.append((writer, entry.setting)) }
      entries[entry] = nil
    }
    if let owner {
      for entry in new.subtracting(old) { entries[entry] = owner }
    }
    writers[store] = entries
    return removed
  }

  /// What `subject` broke by taking `removed` from `store`: each writer's entries in a removing
  /// operation, and in a start those of writers whose session is still on.
  private func violations(
    _ removed: [(writer: String, setting: ShieldSetting)], store: String, _ subject: String?,
    _ context: CheckContext
  ) -> [String] {
    guard !removed.isEmpty else { return [] }
    let kind = context.operationKind
    var removed = removed
    if kind == .starting {
      guard context.conventions.runsConcurrentSessions else { return [] }
      removed = removed.filter { context.isSessionOn($0.writer) }
    } else if !kind.isRemoval {
      return []
    }
    let verb =
      switch kind {
      case .starting: "starting"
      case .ending: "ending"
      case .stopping: "stopping"
      case .disabling: "disabling"
      case .deleting: "deleting"
      case .general, .unblocking: "changing"
      }
    let actor = subject.map { "profile '\($0)'" } ?? "a profile"
    return Set(removed.map(\.writer)).sorted().map { writer in
      let settings = Set(removed.filter { $0.writer == writer }.map(\.setting.rawValue)).sorted()
      return "\(verb) \(actor) removed \(settings.joined(separator: ", ")) that profile "
        + "'\(writer)' wrote to store \(store)"
    }
  }
}

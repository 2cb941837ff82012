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
/// (``CheckContext/isSessionOn(_:)``) and not putting them back before the app code's run ends
/// (an app may clear a store and re-apply its rule): clearing what a session that has ended
/// left behind is cleanup. An app that runs one session at a time
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
      return judge(removed, store: store, restoring: after, event.cause.subject, context)
    case .storeDeleted(_, let store, let before):
      let owner = context.storeOwner(store) ?? event.cause.subject
      let removed = record(
        store, before: before, after: ShieldSettingsState(), by: owner, event.cause.subject)
      writers[store] = nil
      return judge(removed, store: store, restoring: nil, event.cause.subject, context)
    case .invocationEnded:
      return endStart()
    default:
      return []
    }
  }

  /// The entries a start took from profiles whose session is on, in the app code running now:
  /// judged when that run ends, so that what the run writes back (an app that clears each store
  /// and re-applies every rule) is not counted as taken.
  private var takenByStart: [(store: String, entry: StoreEntry, writer: String, subject: String?)] =
    []

  /// The violations of `removed` from `store`; in a start, none yet: the entries of live
  /// sessions are kept until the run ends, and those `restoring` (the store after the write)
  /// holds again are put back.
  private mutating func judge(
    _ removed: [(writer: String, entry: StoreEntry)], store: String,
    restoring after: ShieldSettingsState?, _ subject: String?, _ context: CheckContext
  ) -> [String] {
    if let verb = context.operationKind.removalVerb {
      return violations(removed, store: store, subject, verb: verb)
    }
    guard context.operationKind == .starting else { return [] }
    if let after, !takenByStart.isEmpty {
      let held = after.shieldingEntries
      takenByStart.removeAll { $0.store == store && held.contains($0.entry) }
    }
    guard context.conventions.runsConcurrentSessions else { return [] }
    for (writer, entry) in removed where context.isSessionOn(writer) {
      takenByStart.append((store, entry, writer, subject))
    }
    return []
  }

  /// The violations of the entries a start took and did not put back, as the run ends.
  private mutating func endStart() -> [String] {
    guard !takenByStart.isEmpty else { return [] }
    let taken = takenByStart
    takenByStart = []
    return Set(taken.map(\.store)).sorted().flatMap { store in
      let inStore = taken.filter { $0.store == store }
      return violations(
        inStore.map { ($0.writer, $0.entry) }, store: store, inStore[0].subject, verb: "starting")
    }
  }

  /// Updates the owners of the entries of `store`, new ones belonging to `owner`, and returns
  /// the entries the write by `subject` took from other profiles.
  private mutating func record(
    _ store: String, before: ShieldSettingsState, after: ShieldSettingsState, by owner: String?,
    _ subject: String?
  ) -> [(writer: String, entry: StoreEntry)] {
    let old = before.shieldingEntries
    let new = after.shieldingEntries
    var entries = writers[store] ?? [:]
    var removed: [(writer: String, entry: StoreEntry)] = []
    for entry in old.subtracting(new) {
      if let writer = entries[entry], writer != subject { removed.append((writer, entry)) }
      entries[entry] = nil
    }
    if let owner {
      for entry in new.subtracting(old) { entries[entry] = owner }
    }
    writers[store] = entries
    return removed
  }

  /// One reason for each writer of `removed`: `<verb> <subject> removed <settings> that profile
  /// '<writer>' wrote to store <store>`.
  private func violations(
    _ removed: [(writer: String, entry: StoreEntry)], store: String, _ subject: String?,
    verb: String
  ) -> [String] {
    let actor = subject.map { "profile '\($0)'" } ?? "a profile"
    return Set(removed.map(\.writer)).sorted().map { writer in
      let settings = Set(removed.filter { $0.writer == writer }.map(\.entry.setting.rawValue))
      return "\(verb) \(actor) removed \(settings.sorted().joined(separator: ", ")) that profile "
        + "'\(writer)' wrote to store \(store)"
    }
  }
}

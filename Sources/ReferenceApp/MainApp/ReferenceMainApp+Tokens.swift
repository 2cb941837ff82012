import Foundation
import ScreenTimeAPI

extension ReferenceMainApp {
  /// The system says tokens expired (iOS 26.5): refresh every profile's tokens.
  ///
  /// The message can arrive before the foreground check runs, so the status is learned first
  /// (reference-app.md §2 checks authorization before handling a pending message): tokens that
  /// a revocation voided are a revocation, not a failed refresh.
  func tokensDidExpire(_ message: ManagedSettingsStore.TokenExpiryMessage) {
    Task { await handleExpiry() }
  }

  private func handleExpiry() async {
    await checkAuthorization()
    for record in storage.profiles where record.state == .ready {
      let count = record.selection.map(Self.tokenCount) ?? 0
      Log.record("tokens.expired", ["profile": record.profileID, "count": String(count)])
    }
    refreshTokens()
  }

  /// `app refreshes tokens`: replace each profile's tokens with current ones (iOS 26.5).
  ///
  /// On success the selection is saved everywhere (revision +1 when anything changed), shields
  /// of enforcing profiles are submitted again and events registered again. On failure the
  /// profile needs a new pick. Before 26.5 there is no refresh: `api.unavailable`.
  func refreshTokens() {
    guard OSAvailability.isAvailable(iOS: 26, 5) else {
      AppUserInterface.showError("api.unavailable")
      return
    }
    for record in storage.profiles where record.state == .ready {
      guard let selection = record.selection else { continue }
      refresh(record, selection)
    }
  }

  private func refresh(_ record: ProfileRecord, _ selection: FamilyActivitySelection) {
    var applications = Array(selection.applicationTokens)
    var categories = Array(selection.categoryTokens)
    var webDomains = Array(selection.webDomainTokens)
    do {
      try ManagedSettingsStore.refresh(&applications)
      try ManagedSettingsStore.refresh(&categories)
      try ManagedSettingsStore.refresh(&webDomains)
    } catch {
      var failed = record
      failed.state = .needsReselection(reason: "refresh-failed")
      storage.save(failed)
      publishIndex()
      Log.record(
        "tokens.refresh-failed",
        ["profile": record.profileID, "count": String(Self.tokenCount(selection))])
      AppUserInterface.showError("tokens.refresh-failed")
      return
    }
    var refreshed = FamilyActivitySelection(includeEntireCategory: selection.includeEntireCategory)
    refreshed.applicationTokens = Set(applications)
    refreshed.categoryTokens = Set(categories)
    refreshed.webDomainTokens = Set(webDomains)
    let changed =
      refreshed.applicationTokens.subtracting(selection.applicationTokens).count
      + refreshed.categoryTokens.subtracting(selection.categoryTokens).count
      + refreshed.webDomainTokens.subtracting(selection.webDomainTokens).count
    Log.record("tokens.refreshed", ["profile": record.profileID, "count": String(changed)])
    guard changed > 0 else { return }
    // `refresh` replaces in place: each old token's new one sits at its index.
    let applicationMap = Dictionary(
      zip(Array(selection.applicationTokens), applications).filter { $0 != $1 },
      uniquingKeysWith: { first, _ in first })
    let webDomainMap = Dictionary(
      zip(Array(selection.webDomainTokens), webDomains).filter { $0 != $1 },
      uniquingKeysWith: { first, _ in first })
    let wasEnforcing = isEnforcing(record)
    var updated = record
    updated.selection = refreshed
    applyTokenKeying(to: &updated)
    updated.revision += 1
    storage.save(updated)
    Log.record(
      "selection.saved", ["profile": updated.profileID, "revision": String(updated.revision)])
    publish(updated)
    upload(updated)
    if wasEnforcing { submitShields(of: updated) }
    rewriteTokenSettings(
      of: updated, from: selection, to: refreshed, replacing: applicationMap, webDomainMap)
    if updated.isMonitoring, updated.plan?.hasUsageEvents == true { register(updated) }
  }

  static func tokenCount(_ selection: FamilyActivitySelection) -> Int {
    selection.applicationTokens.count + selection.categoryTokens.count
      + selection.webDomainTokens.count
  }

  // MARK: - Persistent mismatch

  /// Marks profiles whose shields kept meeting unknown tokens (FB14111223) for a new pick.
  ///
  /// The action extension records every press on an unknown token with the profiles that were
  /// enforcing then; three or more since a profile's last pick mean its tokens drifted.
  func checkPersistentMismatch() {
    let entries = SharedContainer.readUnmatched()
    guard !entries.isEmpty else { return }
    var marked = false
    for var record in storage.profiles where record.state == .ready {
      let since = record.lastPickAt ?? .distantPast
      let count = entries.filter { $0.time >= since && $0.enforcing.contains(record.profileID) }
        .count
      guard count >= 3 else { continue }
      record.state = .needsReselection(reason: "persistent-mismatch")
      storage.save(record)
      marked = true
    }
    if marked {
      publishIndex()
      AppUserInterface.showError("selection.mismatch-persistent")
    }
  }
}

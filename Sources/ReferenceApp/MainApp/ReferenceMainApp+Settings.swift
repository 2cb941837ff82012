import Foundation
import ScreenTimeAPI

extension ReferenceMainApp {
  // MARK: - The application and web content groups

  /// Changes the application settings of the profile's store.
  func updateApplicationSettings(
    forProfile profile: String, _ update: @Sendable (inout ApplicationSettings) -> Void
  ) {
    let store = store(for: settingsRecord(named: profile))
    var settings = store.application
    update(&settings)
    store.application = settings
  }

  /// Changes the web content settings of the profile's store.
  func updateWebContentSettings(
    forProfile profile: String, _ update: @Sendable (inout WebContentSettings) -> Void
  ) {
    let store = store(for: settingsRecord(named: profile))
    var settings = store.webContent
    update(&settings)
    store.webContent = settings
  }

  /// Changes the profile's store: a settings group, category policies, `isActive`, deletion.
  func updateStore(
    forProfile profile: String, _ update: @Sendable (ManagedSettingsStore) -> Void
  ) {
    update(store(for: settingsRecord(named: profile)))
  }

  /// `app deletes all stores`: every store the app has (iOS 26.5).
  func deleteAllStores() {
    guard OSAvailability.isAvailable(iOS: 26, 5) else {
      AppUserInterface.showError("api.unavailable")
      return
    }
    ManagedSettingsStore.deleteStores(ManagedSettingsStore.stores)
  }

  /// `app stops all monitoring`: every activity stops; no profile is monitored any more.
  func stopAllMonitoring() {
    DeviceActivityCenter().stopMonitoring([])
    for var record in storage.profiles where record.isMonitoring {
      record.isMonitoring = false
      storage.save(record)
    }
  }

  /// `app reads activity data` (iOS 26.4): an app approved without data access is told so.
  func readActivityData() {
    guard OSAvailability.isAvailable(iOS: 26, 4) else {
      AppUserInterface.showError("api.unavailable")
      return
    }
    Task {
      do {
        let data = FamilyActivityData.shared
        _ = try await data.installedApplications
        _ = try await data.visitedWebDomains
        _ = try await data.activityCategories
      } catch {
        AppUserInterface.showError("auth.\(Self.name(of: error))")
      }
    }
  }

  /// Rewrites the settings of the profile's store that name apps or web domains by token, after
  /// a pick or a refresh replaced them: the seed's rule that every setting holding old tokens
  /// is updated, not only the shields.
  ///
  /// `replacing` maps each old token to its new one (a refresh, in place); a new pick has no
  /// such map, so an entry holding a token of the old selection gives way to all of the new
  /// selection's tokens of its kind. The `refresh-shields-only` mistake leaves them as they were.
  func rewriteTokenSettings(
    of record: ProfileRecord, from old: FamilyActivitySelection, to new: FamilyActivitySelection,
    replacing applicationMap: [ApplicationToken: ApplicationToken] = [:],
    _ webDomainMap: [WebDomainToken: WebDomainToken] = [:]
  ) {
    guard !mistakes.contains(.refreshShieldsOnly) else { return }
    let store = store(for: record)
    var application = store.application
    if let blocked = application.blockedApplications {
      let rewritten = TokenRewrite.applications(
        blocked, old: old.applicationTokens, new: new.applicationTokens, map: applicationMap)
      if rewritten != blocked {
        application.blockedApplications = rewritten
        store.application = application
      }
    }
    var webContent = store.webContent
    if let policy = webContent.blockedByFilter {
      let rewritten = TokenRewrite.filter(
        policy, old: old.webDomainTokens, new: new.webDomainTokens, map: webDomainMap)
      if rewritten != policy {
        webContent.blockedByFilter = rewritten
        store.webContent = webContent
      }
    }
  }

  /// The profile's record, saved when the profile is new so that its store keeps one name.
  private func settingsRecord(named name: String) -> ProfileRecord {
    if let record = storage.profile(named: name) { return record }
    let record = record(named: name)
    storage.save(record)
    publishIndex()
    return record
  }
}

/// Replacing old tokens in settings that name items by token.
enum TokenRewrite {
  /// `blocked` with each token-built app replaced: through `map` when it has the token, else by
  /// every one of `new` when the token is one of `old`.
  static func applications(
    _ blocked: Set<Application>, old: Set<ApplicationToken>, new: Set<ApplicationToken>,
    map: [ApplicationToken: ApplicationToken]
  ) -> Set<Application> {
    var result = Set<Application>()
    var replacesOld = false
    for application in blocked {
      guard let token = application.token else {
        result.insert(application)
        continue
      }
      if let replacement = map[token] {
        result.insert(Application(token: replacement))
      } else if map.isEmpty, old.contains(token) {
        replacesOld = true
      } else {
        result.insert(application)
      }
    }
    if replacesOld { result.formUnion(new.map { Application(token: $0) }) }
    return result
  }

  /// `policy` with its token-built domains replaced as ``applications(_:old:new:map:)`` does.
  static func filter(
    _ policy: WebContentSettings.FilterPolicy, old: Set<WebDomainToken>, new: Set<WebDomainToken>,
    map: [WebDomainToken: WebDomainToken]
  ) -> WebContentSettings.FilterPolicy {
    func rewrite(_ domains: Set<WebDomain>) -> Set<WebDomain> {
      var result = Set<WebDomain>()
      var replacesOld = false
      for domain in domains {
        guard let token = domain.token else {
          result.insert(domain)
          continue
        }
        if let replacement = map[token] {
          result.insert(WebDomain(token: replacement))
        } else if map.isEmpty, old.contains(token) {
          replacesOld = true
        } else {
          result.insert(domain)
        }
      }
      if replacesOld { result.formUnion(new.map { WebDomain(token: $0) }) }
      return result
    }
    switch policy {
    case .none: return .none
    case .specific(let blocked): return .specific(rewrite(blocked))
    case .all(let except): return .all(except: rewrite(except))
    case .auto(let blocked, let except): return .auto(rewrite(blocked), except: rewrite(except))
    }
  }
}

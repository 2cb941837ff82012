import Foundation
import ScreenTimeAPI

/// The reference app's shield configuration extension (reference-app.md §4).
///
/// A token found in a saved selection gets that profile's shield; anything else gets the
/// generic shield and a `shield.unmatched-token` record, never another profile's shield and
/// never a crash.
final class ReferenceShieldConfiguration: ShieldConfigurationDataSource {
  let configuration: ReferenceConfiguration
  var mistakes: Set<Mistake> { configuration.mistakes }

  init(configuration: ReferenceConfiguration) {
    self.configuration = configuration
  }

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    shield(application.token, category: nil, kind: "application")
  }

  override func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    shield(application.token, category: category.token, kind: "application")
  }

  override func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    shield(webDomain.token, category: nil, kind: "webDomain")
  }

  override func configuration(shielding webDomain: WebDomain, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    shield(webDomain.token, category: category.token, kind: "webDomain")
  }

  private func shield<T>(
    _ token: Token<T>?, category: ActivityCategoryToken?, kind: String
  ) -> ShieldConfiguration {
    let via = category == nil ? "individual" : "category"
    let matches: [ProfileMatcher.Match]
    do {
      matches = try ProfileMatcher.profiles(
        holding: token.map(ProfileMatcher.encoded),
        categoryToken: category.map(ProfileMatcher.encoded))
    } catch {
      Log.record("appgroup.unavailable", ["callback": "configuration"])
      return ReferencePolicy.genericShield
    }
    // Several profiles may hold the token: prefer one whose store shields something now.
    if let match = matches.first(where: isEnforcing) ?? matches.first {
      return ReferencePolicy.profileShield(
        named: match.summary.name, options: configuration.options)
    }
    if mistakes.contains(.forceUnwrapLookup) {
      // The mistake: `matches.first!` on a token that matches nothing.
      SimulatedCrash.crash("Fatal error: Unexpectedly found nil while unwrapping an Optional value")
      return ReferencePolicy.genericShield
    }
    if mistakes.contains(.firstProfileFallback),
      let first = (try? SharedContainer.readIndex())?.first(where: { $0.state != "deleted" })
    {
      return ReferencePolicy.profileShield(named: first.name)
    }
    if mistakes.contains(.logTokens), let token {
      Log.record(
        "shield.unmatched-token",
        ["kind": kind, "via": via, "match": "none", "token": Log.base64(token)])
    } else {
      Log.record("shield.unmatched-token", ["kind": kind, "via": via, "match": "none"])
    }
    return ReferencePolicy.genericShield
  }

  private func isEnforcing(_ match: ProfileMatcher.Match) -> Bool {
    ProfileStores.isShielding(
      ProfileStores.store(forProfile: match.summary.profileID, mistakes: mistakes))
  }
}

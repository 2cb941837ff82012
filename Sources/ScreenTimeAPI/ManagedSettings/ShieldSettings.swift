import ScreenTimeModel
import SimulationEngine

/// The shield settings of a store: which apps, categories and web domains to shield.
///
/// Mirrors `ManagedSettings.ShieldSettings`. `nil` means the app has not configured a setting.
/// Each set holds at most 50 tokens; over the cap, assignment still succeeds and the store's
/// `token-cap` behaviour decides what shields (spec section 8).
public struct ShieldSettings: Equatable, Sendable {
  /// Apps to shield.
  public var applications: Set<ApplicationToken>?
  /// App categories to shield, with exceptions.
  public var applicationCategories: ActivityCategoryPolicy<Application>?
  /// Web domains to shield.
  public var webDomains: Set<WebDomainToken>?
  /// Web domain categories to shield, with exceptions.
  public var webDomainCategories: ActivityCategoryPolicy<WebDomain>?

  /// Settings with nothing configured.
  public init() {}

  /// Which categories a policy shields: `ShieldSettings.ActivityCategoryPolicy`.
  public enum ActivityCategoryPolicy<Activity>: Equatable, Sendable {
    /// No category.
    case none
    /// Every category, except the listed items.
    case all(except: Set<Token<Activity>> = [])
    /// The listed categories, except the listed items.
    case specific(Set<ActivityCategoryToken>, except: Set<Token<Activity>> = [])
  }
}

extension ShieldSettings {
  init(state: ShieldSettingsState) {
    applications = state.applications?.tokens()
    applicationCategories = state.applicationCategories.map(ActivityCategoryPolicy.init(state:))
    webDomains = state.webDomains?.tokens()
    webDomainCategories = state.webDomainCategories.map(ActivityCategoryPolicy.init(state:))
  }

  var state: ShieldSettingsState {
    ShieldSettingsState(
      applications: applications?.opaqueTokens(),
      applicationCategories: applicationCategories?.state,
      webDomains: webDomains?.opaqueTokens(),
      webDomainCategories: webDomainCategories?.state)
  }
}

extension ShieldSettings.ActivityCategoryPolicy {
  init(state: CategoryPolicyState) {
    switch state {
    case .none: self = .none
    case .all(let except): self = .all(except: except.tokens())
    case .specific(let categories, let except):
      self = .specific(categories.tokens(), except: except.tokens())
    }
  }

  var state: CategoryPolicyState {
    switch self {
    case .none: .none
    case .all(let except): .all(except: except.opaqueTokens())
    case .specific(let categories, let except):
      .specific(categories.opaqueTokens(), except: except.opaqueTokens())
    }
  }
}

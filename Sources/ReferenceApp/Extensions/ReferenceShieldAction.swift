import Foundation
import ScreenTimeAPI

/// The reference app's shield action extension (reference-app.md §5).
///
/// A token of a saved selection: primary closes, secondary defers, submenu items close. An
/// unknown token: `.close`, an `action.unmatched-token` record, and an entry in the App Group's
/// unmatched-token record for the main app. The completion handler is called exactly once on
/// every path.
final class ReferenceShieldAction: ShieldActionDelegate {
  let configuration: ReferenceConfiguration
  var mistakes: Set<Mistake> { configuration.mistakes }

  init(configuration: ReferenceConfiguration) {
    self.configuration = configuration
  }

  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    respond(
      to: action, token: ProfileMatcher.encoded(application), isCategory: false,
      kind: "application", completion: completionHandler)
  }

  override func handle(
    action: ShieldAction, for webDomain: WebDomainToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    respond(
      to: action, token: ProfileMatcher.encoded(webDomain), isCategory: false,
      kind: "webDomain", completion: completionHandler)
  }

  override func handle(
    action: ShieldAction, for category: ActivityCategoryToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    respond(
      to: action, token: ProfileMatcher.encoded(category), isCategory: true,
      kind: "category", completion: completionHandler)
  }

  private func respond(
    to action: ShieldAction, token: Data, isCategory: Bool, kind: String,
    completion: @escaping (ShieldActionResponse) -> Void
  ) {
    let matches =
      (try? ProfileMatcher.profiles(
        holding: isCategory ? nil : token, categoryToken: isCategory ? token : nil)) ?? []
    if !matches.isEmpty {
      switch action {
      case .secondaryButtonPressed:
        let opensApp =
          configuration.options.contains(.secondaryOpensApp)
          && OSAvailability.isAvailable(iOS: 26, 5)
        let doesNothing = configuration.options.contains(.secondaryDoesNothing)
        completion(opensApp ? .openParentalControlsApp : doesNothing ? .none : .defer)
      case .primaryButtonPressed, .firstSecondarySubmenuItemPressed,
        .secondSecondarySubmenuItemPressed, .thirdSecondarySubmenuItemPressed:
        completion(.close)
      }
      return
    }
    Log.record("action.unmatched-token", ["kind": kind, "action": Self.name(of: action)])
    let response: ShieldActionResponse = mistakes.contains(.deferUnknown) ? .defer : .close
    SharedContainer.appendUnmatched(
      UnmatchedTokenEntry(time: DeviceClock.now, kind: kind, enforcing: enforcingProfiles()))
    if mistakes.contains(.grantUnknown) {
      // The mistake: the press is taken as "open for 15 minutes" whatever the token is.
      TemporaryUnblock.grant(kind: kind)
    }
    if mistakes.contains(.forgetCompletion) { return }
    completion(response)
  }

  /// The profiles whose stores shield something now.
  ///
  /// Allow-list profiles are left out: the items they shield are the ones the user never
  /// picked, so a press on an unknown token there is expected, not a sign of drift.
  private func enforcingProfiles() -> [String] {
    let summaries = (try? SharedContainer.readIndex()) ?? []
    return summaries.filter {
      !$0.isAllowList
        && ProfileStores.isShielding(
          ProfileStores.store(forProfile: $0.profileID, mistakes: mistakes))
    }.map(\.profileID)
  }

  /// The `ShieldAction` case name of `action`, as diagnostics write it.
  static func name(of action: ShieldAction) -> String {
    switch action {
    case .primaryButtonPressed: "primaryButtonPressed"
    case .secondaryButtonPressed: "secondaryButtonPressed"
    case .firstSecondarySubmenuItemPressed: "firstSecondarySubmenuItemPressed"
    case .secondSecondarySubmenuItemPressed: "secondSecondarySubmenuItemPressed"
    case .thirdSecondarySubmenuItemPressed: "thirdSecondarySubmenuItemPressed"
    }
  }
}

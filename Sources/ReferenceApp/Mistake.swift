/// A common wrong design that one switch turns on in the reference app (reference-app.md §7).
///
/// `policy recommended with <mistake>` runs the recommended design with that one part replaced,
/// so `stsim matrix` can show which scenario catches which mistake.
public enum Mistake: String, CaseIterable, Hashable, Sendable, Comparable {
  case forceUnwrapLookup = "force-unwrap-lookup"
  case firstProfileFallback = "first-profile-fallback"
  case deferUnknown = "defer-unknown"
  case forgetCompletion = "forget-completion"
  case clearAllStores = "clear-all-stores"
  case logTokens = "log-tokens"
  case reapprovalRestores = "reapproval-restores"
  case tryEverything = "try-everything"
  case networkInMonitor = "network-in-monitor"
  case tokenAsID = "token-as-id"
  case skipStaleCheck = "skip-stale-check"
  case grantUnknown = "grant-unknown"
  case refreshShieldsOnly = "refresh-shields-only"

  /// The wrong design, in one line.
  public var wrongDesign: String {
    switch self {
    case .forceUnwrapLookup: "the configuration extension force-unwraps the profile lookup"
    case .firstProfileFallback: "an unknown token gets the first profile's shield"
    case .deferUnknown: "an unknown token's action answers .defer"
    case .forgetCompletion: "the unknown-token path returns without calling completion"
    case .clearAllStores: "all profiles share the default store, cleared at any interval end"
    case .logTokens: "diagnostics carry the token's base64"
    case .reapprovalRestores: "re-approval marks saved selections ready"
    case .tryEverything: "try? around restore; any failure is shown as tokens.expired"
    case .networkInMonitor: "the monitor extension downloads the selection at interval start"
    case .tokenAsID: "profiles are keyed by the encoded token, not a UUID"
    case .skipStaleCheck: "the monitor extension shields on any start, late or duplicate"
    case .grantUnknown:
      "on an unknown token the action extension grants a temporary unblock (\"open for 15 "
        + "minutes\": it spends an allowance, writes a grant and starts monitoring) and answers "
        + ".close"
    case .refreshShieldsOnly:
      "after a token refresh or a new pick only the shield settings get the new tokens; apps "
        + "blocked by token and web filters built from tokens keep the old ones"
    }
  }

  /// What should catch it.
  public var caughtBy: String {
    switch self {
    case .forceUnwrapLookup: "no-crash, unknown-token-shield"
    case .firstProfileFallback: "unknown-token-shield"
    case .deferUnknown: "unknown-token-action"
    case .forgetCompletion: "completion-once"
    case .clearAllStores: "profile-isolation"
    case .logTokens: "token-redaction"
    case .reapprovalRestores: "revocation-reselect"
    case .tryEverything: "decode-not-expiry"
    case .networkInMonitor: "scenarios with backend latency or outage"
    case .tokenAsID: "scenarios with rotation or refresh"
    case .skipStaleCheck: "scenarios with delayed or repeated callbacks"
    case .grantUnknown: "unknown-token-inert"
    case .refreshShieldsOnly: "scenarios that block apps by token across a refresh or a re-pick"
    }
  }

  public static func < (lhs: Mistake, rhs: Mistake) -> Bool {
    let order = Mistake.allCases
    return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
  }
}

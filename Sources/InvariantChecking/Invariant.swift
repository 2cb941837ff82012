/// A rule the simulator checks throughout every run, whatever the scenario says (spec 4.7).
public enum Invariant: String, CaseIterable, Hashable, Sendable {
  /// An unknown token gets the app's generic shield, not another profile's and not a crash.
  case unknownTokenShield = "unknown-token-shield"
  /// An unknown token's action is `.close`.
  case unknownTokenAction = "unknown-token-action"
  /// Every action handler calls its completion handler exactly once.
  case completionOnce = "completion-once"
  /// Ending, stopping, disabling or deleting one profile never removes another profile's setting.
  case profileIsolation = "profile-isolation"
  /// No diagnostic contains a token's bytes, base64 or JSON.
  case tokenRedaction = "token-redaction"
  /// After an observed revocation no profile is ready until the user picks for it again.
  case revocationReselect = "revocation-reselect"
  /// A failure to read, decode or accept a saved selection is never reported as token expiry.
  case decodeNotExpiry = "decode-not-expiry"
  /// No app or extension handler crashes.
  case noCrash = "no-crash"
  /// While handling an unknown token's action, the action extension changes nothing.
  case unknownTokenInert = "unknown-token-inert"

  /// The rule in one line, as the spec states it.
  public var rule: String {
    switch self {
    case .unknownTokenShield:
      "when the configuration extension is asked about an item whose token (or, for a category "
        + "callback, category token) is == to nothing the app was given by the system and still "
        + "holds, it returns the app's generic shield (as the app's generic-shield predicate "
        + "judges)"
    case .unknownTokenAction:
      "for a token that matches nothing the app was given and still holds, the action extension "
        + "answers .close"
    case .completionOnce: "every action handler calls its completion handler exactly once"
    case .profileIsolation:
      "ending, stopping, disabling or deleting one profile never removes a setting that another "
        + "profile wrote"
    case .tokenRedaction: "no diagnostic contains any token's bytes, base64 or JSON"
    case .revocationReselect:
      "after the app has observed a revocation, no profile is ready until the user picks for it "
        + "again"
    case .decodeNotExpiry:
      "a failure to read, decode or accept a saved selection is never reported as token expiry"
    case .noCrash: "no app or extension handler crashes"
    case .unknownTokenInert:
      "while handling an action for a token that matches nothing the app was given and still "
        + "holds, the action extension changes nothing: no ManagedSettings write, no "
        + "startMonitoring or stopMonitoring, no App Group or backend write except to keys the "
        + "app declares as diagnostic"
    }
  }
}

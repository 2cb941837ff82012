import ScreenTimeModel

/// What the checker must know about the app under test to judge the invariants that depend on
/// its design: the codes it uses for token expiry, the storage keys it keeps diagnostics in, and
/// whether it runs several sessions at once.
///
/// Whether a shield is the app's generic one is not here: the app judges that where its own
/// configuration is at hand, and the device carries the verdict in its events.
public struct AppConventions: Sendable {
  /// The diagnostic and error codes that report token expiry to the user or to support.
  public var expiryCodes: Set<String>
  /// The App Group and backend keys the app keeps only diagnostic records under, which its
  /// action extension may write even for a token it does not know (`unknown-token-inert`).
  public var diagnosticKeys: Set<String>
  /// Whether several profiles' sessions may be on at once; an app that runs one session at a
  /// time replaces the running one when another starts, which `profile-isolation` then allows.
  public var runsConcurrentSessions: Bool

  public init(
    expiryCodes: Set<String> = ["tokens.expired"], diagnosticKeys: Set<String> = [],
    runsConcurrentSessions: Bool = true
  ) {
    self.expiryCodes = expiryCodes
    self.diagnosticKeys = diagnosticKeys
    self.runsConcurrentSessions = runsConcurrentSessions
  }
}

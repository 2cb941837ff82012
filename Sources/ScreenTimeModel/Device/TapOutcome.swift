/// What the most recent tap did, for `expect action` and `expect app closed`.
public struct TapOutcome: Sendable, Equatable {
  public var response: ShieldResponse
  /// Whether the tap sent the user back to the home screen.
  public var closedApp: Bool
}

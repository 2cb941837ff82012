import ScreenTimeModel

/// `unknown-token-action`: for a token the app does not hold, the action extension answers
/// `.close`.
///
/// Whether the token is held is decided when the press reaches the extension, before it runs.
struct UnknownTokenActionRule: InvariantRule {
  /// Whether the press being handled is for a token the app does not hold.
  private var isUnknown = false

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .shieldActionRequested(let request):
      isUnknown = !context.isHeldByApp(request.token)
      return []
    case .actionAnswered(let request, let response):
      defer { isUnknown = false }
      guard isUnknown, response != .close else { return [] }
      return [
        "for an unmatched \(request.tokenKind.rawValue) token the action answered "
          + ".\(response.rawValue), not .close"
      ]
    default:
      return []
    }
  }
}

import ScreenTimeModel

/// `unknown-token-action`: for a token the app does not know, the action extension answers
/// `.close`.
struct UnknownTokenActionRule: InvariantRule {
  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    guard case .actionAnswered(let request, let response) = event.kind,
      response != .close, !context.isKnownToExtensions(request.token)
    else { return [] }
    return [
      "for an unmatched \(request.tokenKind.rawValue) token the action answered "
        + ".\(response.rawValue), not .close"
    ]
  }
}

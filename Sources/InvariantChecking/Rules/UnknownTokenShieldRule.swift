import ScreenTimeModel

/// `unknown-token-shield`: a token the app does not know gets its generic shield, never another
/// profile's shield and never a crash.
struct UnknownTokenShieldRule: InvariantRule {
  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    guard case .shieldConfigured(let request, let result, let isAlive) = event.kind else {
      return []
    }
    let isUnknown =
      !context.isKnownToExtensions(request.token)
      && !(request.categoryToken.map(context.isKnownToExtensions) ?? false)
    guard isUnknown, !isAlive || !context.conventions.isGenericShield(result) else { return [] }
    return [
      "for an unmatched \(request.kind.rawValue) token (\(request.cause.rawValue)) the "
        + "configuration "
        + (isAlive ? "was \(result.summary), not the generic shield" : "crashed")
    ]
  }
}

import ScreenTimeModel

/// `unknown-token-shield`: a token the app does not hold gets its generic shield, never another
/// profile's shield and never a crash.
///
/// Whether the token is held is decided when the system asks, before the extension runs, so
/// that nothing the extension does with the token (encoding it to compare, saving it) changes
/// the verdict. Whether the answer is the generic shield is the app's own judgement, carried in
/// the event.
struct UnknownTokenShieldRule: InvariantRule {
  /// Whether the request being answered is for a token the app does not hold.
  private var isUnknown = false

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .shieldConfigurationRequested(let request):
      isUnknown =
        !context.isHeldByApp(request.token)
        && !(request.categoryToken.map(context.isHeldByApp) ?? false)
      return []
    case .shieldConfigured(let request, let answer, let isAlive):
      defer { isUnknown = false }
      guard isUnknown, !isAlive || !answer.isGeneric else { return [] }
      let primary = answer.appearance.primaryButtonLabel.map { "\"\($0)\"" } ?? "default"
      return [
        "for an unmatched \(request.kind.rawValue) token (\(request.cause.rawValue)) the "
          + "configuration "
          + (isAlive
            ? "was \(answer.appearance.summary) primary=\(primary), not the generic shield"
            : "crashed")
      ]
    default:
      return []
    }
  }
}

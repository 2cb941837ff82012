import ScreenTimeModel

/// `decode-not-expiry`: a failure to read, decode or accept a saved selection is never
/// reported as token expiry.
///
/// Within one operation (a step, a callback, and the responses that come back to them), a
/// storage failure followed by an expiry report, with no `TokenExpiryMessage` received in that
/// operation, breaks it.
struct DecodeNotExpiryRule: InvariantRule {
  private var failedOperations: Set<Int> = []
  private var operationsWithExpiry: Set<Int> = []

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    let operation = event.cause.operation
    switch event.kind {
    case .appGroupReadFailed, .backendFailed:
      failedOperations.insert(operation)
    case .appGroupRead(_, _, _, let isDamaged):
      if isDamaged { failedOperations.insert(operation) }
    case .backendFetched(_, _, let byteCount, let isDamaged):
      if byteCount == nil || isDamaged { failedOperations.insert(operation) }
    case .expiryMessageDelivered:
      operationsWithExpiry.insert(operation)
    case .diagnosticLogged(let record) where context.conventions.expiryCodes.contains(record.code):
      return check(operation, reportedAs: "diagnostic \(record.code)")
    case .errorShown(_, let code) where context.conventions.expiryCodes.contains(code):
      return check(operation, reportedAs: "error \(code)")
    default:
      break
    }
    return []
  }

  private func check(_ operation: Int, reportedAs what: String) -> [String] {
    guard failedOperations.contains(operation), !operationsWithExpiry.contains(operation) else {
      return []
    }
    return ["a failure to read, decode or accept a saved selection was reported as \(what)"]
  }
}

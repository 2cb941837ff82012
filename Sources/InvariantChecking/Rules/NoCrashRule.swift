import ScreenTimeModel

/// `no-crash`: no app or extension handler crashes.
struct NoCrashRule: InvariantRule {
  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    guard case .processCrashed(let process, let reason) = event.kind else { return [] }
    return ["the \(process.rawValue) process crashed: \(reason)"]
  }
}

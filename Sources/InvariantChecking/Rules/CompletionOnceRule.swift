import ScreenTimeModel

/// `completion-once`: every action handler that runs to its end calls its completion handler
/// exactly once.
struct CompletionOnceRule: InvariantRule {
  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    guard case .actionHandled(_, let answers, let isAlive) = event.kind, isAlive else { return [] }
    switch answers.count {
    case 1: return []
    case 0: return ["the action handler never called its completion"]
    default: return ["the action handler called its completion \(answers.count) times"]
    }
  }
}

import ScreenTimeModel

/// `unknown-token-inert`: while it handles a press for a token the app does not hold, the
/// action extension changes nothing.
///
/// From the moment the press reaches the extension until its process returns (tasks it started
/// included), any ManagedSettings write, `startMonitoring` or `stopMonitoring`, and any App
/// Group or backend write to a key the app does not declare diagnostic breaks the rule. Reading,
/// logging diagnostics and answering are allowed, and so is a write that changes nothing: the
/// value a store or key already holds, written again (an extension that re-saves what it just
/// read).
struct UnknownTokenInertRule: InvariantRule {
  /// The kind of the unmatched token whose press is being handled, if one is.
  private var handling: TokenKind?

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    switch event.kind {
    case .shieldActionRequested(let request):
      handling = context.isHeldByApp(request.token) ? nil : request.tokenKind
      return []
    case .invocationEnded(.shieldAction):
      handling = nil
      return []
    default:
      break
    }
    guard let kind = handling, let effect = effect(of: event.kind, context) else { return [] }
    return ["while handling a press for an unmatched \(kind.rawValue) token the action \(effect)"]
  }

  /// What `event` changed, in words, if it is a change the rule forbids.
  private func effect(of event: SystemEvent.Kind, _ context: CheckContext) -> String? {
    let diagnostic = context.conventions.diagnosticKeys
    switch event {
    case .storeWritten(_, _, let before, let after, _) where before == after:
      return nil
    case .storeWritten(_, let store, _, _, let clears):
      return "\(clears ? "cleared" : "wrote") store \(store)"
    case .storeActivated(_, let store, let isActive):
      return "set isActive of store \(store) to \(isActive)"
    case .storeDeleted(_, let store, _):
      return "deleted store \(store)"
    case .applicationSettingsWritten(_, _, let before, let after, _) where before == after:
      return nil
    case .applicationSettingsWritten(_, let store, _, _, _):
      return "wrote the application settings of store \(store)"
    case .webContentSettingsWritten(_, _, let before, let after, _) where before == after:
      return nil
    case .webContentSettingsWritten(_, let store, _, _, _):
      return "wrote the web content settings of store \(store)"
    case .groupSettingsWritten(_, let store, let group, _, _, _):
      return "wrote the \(group.rawValue) settings of store \(store)"
    case .monitoringRequested(_, let activity):
      return "called startMonitoring for \(activity)"
    case .monitoringStopped(_, let activity):
      return "stopped monitoring \(activity)"
    case .appGroupWritten(_, _, let bytes, let previous) where bytes == previous:
      return nil
    case .appGroupWritten(_, let key, _, _) where !diagnostic.contains(key):
      return "wrote App Group key \(key)"
    case .appGroupRemoved(_, let key) where !diagnostic.contains(key):
      return "removed App Group key \(key)"
    case .backendSent(_, .store(let key, _)) where !diagnostic.contains(key):
      return "sent a backend store of \(key)"
    case .backendSent(_, .remove(let key)) where !diagnostic.contains(key):
      return "sent a backend removal of \(key)"
    default:
      return nil
    }
  }
}

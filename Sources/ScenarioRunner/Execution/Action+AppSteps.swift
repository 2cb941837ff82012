import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting

extension Action {
  /// The ``ScreenTimeApp`` requirements this step needs the app to implement, in the order it
  /// calls them; empty for a step that reaches no app code, or only its optional lifecycle
  /// notifications.
  ///
  /// A scenario that uses a step the app declares unsupported is skipped; a step whose
  /// requirement the app left to its default fails at that step.
  package var appSteps: [AppStep] {
    switch self {
    case .user(let action): action.appSteps
    case .app(let command): command.appSteps
    case .expect(.profile): [.reportStatus]
    case .expect(.tokenStale): [.reportSelections]
    case .system, .wait, .expect: []
    }
  }
}

extension UserAction {
  /// The requirements a person's step reaches in the main app, in call order.
  fileprivate var appSteps: [AppStep] {
    switch self {
    case .requestAuthorization, .requestAuthorizationLeavingPrompt: [.requestAuthorization]
    case .pick(_, let items): [items.isAllowList ? .pickAllowList : .pick]
    case .cancelPicker: [.cancelPicker]
    case .blockNow: [.blockNow]
    case .unblock: [.unblock]
    case .disable: [.disable]
    case .enable: [.enable]
    case .delete: [.delete]
    case .revokeAuthorization, .setScreenTimePasscode, .openMainApp, .leaveMainApp, .reinstallApp,
      .open, .use, .goHome, .tap, .lockDevice, .unlockDevice, .changeTimeZone, .removeApp,
      .installApp:
      []
    }
  }
}

extension AppCommand {
  /// The requirements the app's own step calls, in call order.
  fileprivate var appSteps: [AppStep] {
    switch self {
    case .schedule: [.schedule]
    case .stopMonitoring: [.stopMonitoring]
    case .restore: [.restore]
    case .sync: [.sync]
    case .refreshTokens: [.refreshTokens]
    case .revokeAuthorization: [.revokeAuthorization]
    case .blockApplications(_, .picked): [.reportSelections, .applicationSettings]
    case .blockApplications, .denyAppChange: [.applicationSettings]
    case .filterWeb: [.webContentSettings]
    case .shieldCategories, .setSetting, .activateStore, .deleteStore: [.store]
    case .deleteAllStores: [.deleteAllStores]
    case .stopAllMonitoring: [.stopAllMonitoring]
    case .readActivityData: [.readActivityData]
    }
  }
}

extension Scenario {
  /// Why `app` cannot run this scenario: each step the app declares unsupported, and each
  /// capability the app lacks that the scenario needs, at the first line that uses it; `nil`
  /// when the app has everything the scenario uses.
  func skipReason(for app: AppBundle) -> String? {
    guard !app.unsupportedSteps.isEmpty || !app.lacking.isEmpty else { return nil }
    var reasons: [String] = []
    if !app.unsupportedSteps.isEmpty {
      var seen = Set<AppStep>()
      var steps: [String] = []
      for step in self.steps {
        for appStep in step.action.appSteps
        where app.unsupportedSteps.contains(appStep) && seen.insert(appStep).inserted {
          steps.append(
            "line \(step.location.line) '\(ScenarioExecution.text(of: step.action))' "
              + "(ScreenTimeApp.\(appStep.method))")
        }
      }
      if !steps.isEmpty {
        reasons.append("the app '\(app.name)' does not support " + steps.joined(separator: ", "))
      }
    }
    if !app.lacking.isEmpty {
      let lacked = neededCapabilities().filter { app.lacking.contains($0.capability) }.map {
        "\($0.capability.rawValue) (line \($0.step.location.line) "
          + "'\(ScenarioExecution.text(of: $0.step.action))')"
      }
      if !lacked.isEmpty {
        reasons.append("the app '\(app.name)' lacks " + lacked.joined(separator: ", "))
      }
    }
    return reasons.isEmpty ? nil : reasons.joined(separator: "; ")
  }
}

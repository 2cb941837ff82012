import ScreenTimeAPI
import ScreenTimeModel
import SimulationEngine

/// Runs an ``AppBundle`` for the simulated device, translating between the device's values and
/// the Apple-shaped types the app's code sees.
package final class AppBundleHost: AppUnderTestHost {
  package let bundle: AppBundle
  /// The running main app's instance.
  package private(set) var mainApp: (any ScreenTimeApp)?

  package init(bundle: AppBundle) {
    self.bundle = bundle
  }

  /// Whether the run of app code the device is making now is alive; a run the device ended as it
  /// began (``AppCodeSupervisor``) calls none of the app's code, and each entry point gives the
  /// answer of a dead process: no instance, the system's default shield, no answer, no report.
  private var isRunAlive: Bool { ProcessContext.active?.services.isCurrentRunAlive ?? true }

  // MARK: Main app

  package func mainAppDidLaunch() {
    let make = bundle.mainApp
    mainApp = isRunAlive ? MainActor.assumeIsolated { make() } : nil
  }

  package func mainAppDidTerminate() {
    mainApp = nil
  }

  package func mainAppDidBecomeActive() {
    onMainApp { $0.applicationDidBecomeActive() }
  }

  package func mainAppDidEnterBackground() {
    onMainApp { $0.applicationDidEnterBackground() }
  }

  package func mainAppDidReceiveTokenExpiry() {
    onMainApp { $0.tokensDidExpire(ManagedSettingsStore.TokenExpiryMessage()) }
  }

  /// Calls the running main app's instance, if any, on the main actor: in a simulated process,
  /// the simulated device's executor.
  package func onMainApp(_ body: @MainActor (any ScreenTimeApp) -> Void) {
    guard let app = mainApp, isRunAlive else { return }
    MainActor.assumeIsolated { body(app) }
  }

  /// Calls the running main app's instance for a scenario step, as ``onMainApp(_:)``, and says
  /// whether the app implements the step's requirement: `false` when `body` reached its
  /// default.
  package func onMainApp(
    handling step: AppStep, _ body: @MainActor (any ScreenTimeApp) -> Void
  ) -> Bool {
    DefaultImplementations.probing(step) { onMainApp(body) }.implemented
  }

  package func mainAppProtectedDataDidBecomeAvailable() {
    onMainApp { $0.protectedDataDidBecomeAvailable() }
  }

  // MARK: Shield configuration

  package var hasShieldConfigurationExtension: Bool { bundle.shieldConfiguration != nil }

  package func shieldConfiguration(for request: ShieldConfigurationRequest)
    -> ShieldConfigurationAnswer
  {
    guard let make = bundle.shieldConfiguration, isRunAlive else { return .systemDefault }
    let dataSource = make()
    let category = request.categoryToken.map {
      ActivityCategory(token: Token($0), localizedDisplayName: request.categoryDisplayName)
    }
    let configuration: ShieldConfiguration
    let item: ShieldedItem
    switch (request.kind, category) {
    case (.webDomain, let category?):
      configuration = dataSource.configuration(shielding: webDomain(request), in: category)
      item = .webDomain(webDomain(request), category: category)
    case (.webDomain, nil):
      configuration = dataSource.configuration(shielding: webDomain(request))
      item = .webDomain(webDomain(request), category: nil)
    case (_, let category?):
      configuration = dataSource.configuration(shielding: application(request), in: category)
      item = .application(application(request), category: category)
    case (_, nil):
      configuration = dataSource.configuration(shielding: application(request))
      item = .application(application(request), category: nil)
    }
    // The app's own judgement, made here where its configuration and the item are at hand; the
    // system only carries it.
    let isGeneric = !configuration.isSystemDefault && bundle.isGenericShield(configuration, item)
    return ShieldConfigurationAnswer(appearance: configuration.appearance, isGeneric: isGeneric)
  }

  private func application(_ request: ShieldConfigurationRequest) -> Application {
    Application(
      token: Token(request.token), bundleIdentifier: request.identifier,
      localizedDisplayName: request.displayName)
  }

  private func webDomain(_ request: ShieldConfigurationRequest) -> WebDomain {
    WebDomain(token: Token(request.token), domain: request.identifier)
  }

  // MARK: Shield action

  package var hasShieldActionExtension: Bool { bundle.shieldAction != nil }

  package func handleShieldAction(
    _ request: ShieldActionRequest, completion: @escaping (ShieldResponse) -> Void
  ) {
    guard let make = bundle.shieldAction, isRunAlive else { return }
    let delegate = make()
    let action: ShieldAction =
      switch request.press {
      case .primary: .primaryButtonPressed
      case .secondary: .secondaryButtonPressed
      case .submenu(1): .firstSecondarySubmenuItemPressed
      case .submenu(2): .secondSecondarySubmenuItemPressed
      case .submenu: .thirdSecondarySubmenuItemPressed
      }
    let respond: (ShieldActionResponse) -> Void = { response in
      let answer: ShieldResponse =
        switch response {
        case .none: .none
        case .close: .close
        case .defer: .defer
        case .openParentalControlsApp: .openParentalControlsApp
        }
      completion(answer)
    }
    switch request.tokenKind {
    case .application:
      delegate.handle(
        action: action, for: ApplicationToken(request.token), completionHandler: respond)
    case .webDomain:
      delegate.handle(
        action: action, for: WebDomainToken(request.token), completionHandler: respond)
    case .category:
      delegate.handle(
        action: action, for: ActivityCategoryToken(request.token), completionHandler: respond)
    }
  }

  // MARK: Monitor

  package var hasMonitorExtension: Bool { bundle.monitor != nil }

  package func deliverMonitorCallback(_ callback: MonitorCallback, activity: String, event: String?)
  {
    guard let make = bundle.monitor, isRunAlive else { return }
    let monitor = make()
    let name = DeviceActivityName(activity)
    let eventName = DeviceActivityEvent.Name(event ?? "")
    switch callback {
    case .intervalDidStart: monitor.intervalDidStart(for: name)
    case .intervalDidEnd: monitor.intervalDidEnd(for: name)
    case .intervalWillStartWarning: monitor.intervalWillStartWarning(for: name)
    case .intervalWillEndWarning: monitor.intervalWillEndWarning(for: name)
    case .eventDidReachThreshold: monitor.eventDidReachThreshold(eventName, activity: name)
    case .eventWillReachThresholdWarning:
      monitor.eventWillReachThresholdWarning(eventName, activity: name)
    }
  }

  // MARK: Observation

  /// The app's own state for a profile, read from what it saved on a fresh instance (`nil` for
  /// a profile it does not know), and whether the app implements
  /// ``ScreenTimeApp/reportedStatus(ofProfile:)`` at all: an app that declares the step
  /// unsupported does not, whatever its code answers, so no check reads a status it disowns.
  package func reportedStatus(ofProfileNamed name: String) -> (
    report: ProfileReport?, implemented: Bool
  ) {
    guard !bundle.unsupportedSteps.contains(.reportStatus) else { return (nil, false) }
    guard isRunAlive else { return (nil, true) }
    let make = bundle.mainApp
    let (report, implemented) = DefaultImplementations.probing(.reportStatus) {
      MainActor.assumeIsolated { make().reportedStatus(ofProfile: name) }
    }
    return (report, implemented)
  }

  /// The tokens the app saved for a profile (all profiles when `nil`); `nil` when the app
  /// does not implement ``ScreenTimeApp/savedSelections()``.
  package func savedTokens(ofProfileNamed name: String?) -> [OpaqueToken]? {
    guard isRunAlive else { return [] }
    let make = bundle.mainApp
    let (reported, implemented) = DefaultImplementations.probing(.reportSelections) {
      MainActor.assumeIsolated { make().savedSelections() }
    }
    guard implemented, let selections = reported else { return nil }
    let chosen = name.map { selections[$0].map { [$0] } ?? [] } ?? Array(selections.values)
    var tokens = Set<OpaqueToken>()
    for selection in chosen {
      tokens.formUnion(selection.applicationTokens.map(\.opaque))
      tokens.formUnion(selection.categoryTokens.map(\.opaque))
      tokens.formUnion(selection.webDomainTokens.map(\.opaque))
    }
    return tokens.sorted()
  }
}

import BehaviourCoverage
import Foundation
import InvariantChecking
import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel
import SimulationEngine
import TimelineRendering

/// One run of one scenario: the device, the app, what is watching, and the failures so far.
final class ScenarioExecution {
  let scenario: Scenario
  let app: AppBundle
  let host: AppBundleHost
  let device: SimulatedDevice
  let seed: UInt64
  /// The run's record, rendered from the device's events.
  let recorder: TraceRecorder
  /// The invariants of spec 4.7.
  let checker: InvariantChecker
  /// Whether broken invariants fail the run (``RunOptions/judgesInvariants``).
  let judgesInvariants: Bool
  /// What expectations and faults consult.
  let observations: RunObservations
  var failures: [(step: Int, failure: ScenarioFailure)] = []
  /// The index of the most recent step that is not an `expect`.
  var lastActionStep: Int?
  /// The number of fault statements met so far, for fault identifiers.
  private var faultCount = 0
  /// The faults left out of this run.
  let removedFaults: Set<FaultID>
  /// The invariants the scenario expects broken (`expect violation`), which do not fail it.
  let expectedViolations: Set<Invariant>
  /// The picture of the run, when it is asked for.
  let timelineRecorder: TimelineRecorder?
  /// The behaviour coverage points of the run, when they are asked for.
  let coverageRecorder: CoverageRecorder?
  /// The failure of the step running now, for the picture.
  private var stepOutcome: String?
  /// The problems of the app's tasks already turned into failures.
  private var reportedTaskProblems = 0
  /// Who watches the run step by step: the run's own records, then those the caller added.
  private var stepObservers: [any ScenarioRunObserver] = []
  /// What watches each run of the app's code, and may stop the scenario.
  let supervisor: (any ScenarioSupervisor)?
  /// The first step that failed because the running release lacks what it needs.
  private var unavailableStep: ScenarioFailure?
  /// The steps the device refused, with why and its message (`expect refused`).
  var refusals: [Int: (reason: StepRefusal, message: String)] = [:]

  init(
    scenario: Scenario, app: AppBundle, options: RunOptions,
    observers: [any ScenarioRunObserver] = [], supervisor: (any ScenarioSupervisor)? = nil
  ) {
    self.supervisor = supervisor
    self.scenario = scenario
    self.app = app
    recorder = TraceRecorder(keepsLines: options.keepsTrace, isRecording: options.recordsTrace)
    self.seed = options.seed ?? scenario.seed
    removedFaults = options.removedFaults
    expectedViolations = Set(
      scenario.steps.compactMap { step -> Invariant? in
        if case .expect(.violation(let invariant)) = step.action { return invariant }
        return nil
      })
    host = AppBundleHost(bundle: app)
    device = SimulatedDevice(
      configuration: DeviceConfiguration(
        inventory: Self.inventory(of: scenario), systemVersion: scenario.systemVersion,
        build: scenario.build, appVersion: scenario.appVersion, timeZone: scenario.timeZone,
        startDate: scenario.start.date, start: scenario.startInstant, seed: seed,
        member: scenario.member, options: scenario.options, eventBudget: options.eventBudget,
        hasDataAccessEntitlement: app.hasDataAccessEntitlement,
        appBundleIdentifier: app.bundleIdentifier),
      host: host)
    let observations = RunObservations(
      conventions: app.conventions,
      retention: ObservationRetention(
        scenario: scenario, probed: observers.flatMap(\.probedExpectations)))
    self.observations = observations
    checker = InvariantChecker(
      conventions: AppConventions(
        expiryCodes: app.conventions.expiryCodes,
        diagnosticKeys: app.conventions.diagnosticKeys,
        runsConcurrentSessions: !app.lacking.contains(.concurrentSessions)),
      storeOwner: { observations.profile(owningName: $0) },
      judging: options.judgesInvariants ? Set(Invariant.allCases) : [.revocationReselect])
    judgesInvariants = options.judgesInvariants
    device.appCodeSupervisor = supervisor
    device.addObserver(recorder)
    device.addObserver(checker)
    device.addObserver(observations)
    timelineRecorder =
      options.recordsTimeline ? TimelineRecorder(scenario: scenario, device: device) : nil
    if let timelineRecorder { device.addObserver(timelineRecorder) }
    coverageRecorder = options.recordsCoverage ? CoverageRecorder() : nil
    if let coverageRecorder { device.addObserver(coverageRecorder) }
    let (device, host) = (device, host)
    let recorder = recorder
    let checkerSteps = InvariantCheckerSteps(
      checker: checker, scenario: scenario, device: device,
      record: { recorder.record($0, on: device) }
    ) { profile in
      device.inspectApp { host.reportedStatus(ofProfileNamed: profile) }.report == .ready
    }
    stepObservers =
      [observations] + (timelineRecorder.map { [$0] } ?? []) + [checkerSteps]
      + observers
  }

  static func inventory(of scenario: Scenario) -> Inventory {
    let categories = scenario.categories.map {
      Inventory.Category(name: $0.alias, displayName: $0.displayName)
    }
    // The first of each name, as a search in declaration order finds it, at O(1) a name.
    let categoryIndex = Dictionary(
      categories.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let appIndex = Dictionary(
      scenario.apps.enumerated().map { ($1.alias, $0) }, uniquingKeysWith: { first, _ in first })
    func index(of category: String?) -> Int? { category.flatMap { categoryIndex[$0] } }
    func index(ofApp app: String?) -> Int? { app.flatMap { appIndex[$0] } }
    return Inventory(
      apps: scenario.apps.map {
        Inventory.App(
          name: $0.alias, bundleIdentifier: $0.bundleIdentifier, displayName: $0.displayName,
          category: index(of: $0.category))
      },
      webDomains: scenario.webDomains.map {
        Inventory.Web(
          name: $0.alias, domain: $0.domain, category: index(of: $0.category),
          isAdult: $0.isAdult, associatedApp: index(ofApp: $0.associatedApp))
      },
      categories: categories)
  }

  // MARK: - Running

  func run() -> ScenarioResult {
    record(.scenarioBegan(title: scenario.title, file: scenario.fileName))
    record(
      .settings(
        version: scenario.systemVersion, build: scenario.build,
        zone: scenario.timeZone.identifier, seed: seed, member: scenario.member.rawValue,
        app: app.name))
    var end = scenario.startInstant
    for (index, step) in scenario.steps.enumerated() {
      let cause = device.beginOperation(subject: Self.operation(of: step.action).0)
      for observer in stepObservers { observer.stepDidBegin(index, cause: cause) }
      let violationsBefore = checker.violations.count
      stepOutcome = nil
      do {
        try device.advance(to: step.instant)
        let probe = ExpectationProbe(
          failure: { [unowned self] in check($0, at: step) },
          holds: { [unowned self] in holds($0, at: step) },
          holdsEvery: { [unowned self] in holds(every: $0, at: step) },
          settingsRevision: device.effectiveSettingsRevision)
        for observer in stepObservers { observer.stepWillAct(index, probe: probe) }
        try perform(step, index: index)
      } catch let error as DeviceError {
        let message = error.message(formattingInstant: device.formatTraceInstant)
        if let feature = error.missingFeature { coverageRecorder?.stepRefused(needing: feature) }
        if let reason = error.refusal, expectsRefusal(after: index) {
          // The scenario expects the refusal: it is the step's outcome, not a failure.
          record(.stepRefused(line: step.location.line, reason: reason, message: message))
          refusals[index] = (reason, message)
        } else {
          record(.stepFailed(line: step.location.line, message: message))
          fail(index, message)
          if error.refusal == .unavailable, unavailableStep == nil {
            unavailableStep = ScenarioFailure(line: step.location.line, message: message)
          }
        }
        if case .eventBudgetExhausted = error {
          collectViolations(from: violationsBefore)
          // The run stopped inside this step, at the device's clock.
          end = max(end, device.now)
          break
        }
      } catch let error as ScenarioStepError {
        record(.stepFailed(line: step.location.line, message: error.message))
        fail(index, error.message)
      } catch {
        fail(index, "expected the step to run, got \(error)")
      }
      if !step.isExpectation { lastActionStep = index }
      for observer in stepObservers { observer.stepDidEnd(index, failure: stepOutcome) }
      collectViolations(from: violationsBefore)
      device.checkConsistency()
      end = max(end, step.end)
      if let reason = supervisor?.stopReason {
        record(.runStopped(line: step.location.line, reason: reason))
        fail(index, reason)
        break
      }
    }
    for fault in device.faults.faults {
      record(.faultSummarized(fault.summary(formatInstant: device.formatTraceInstant)))
    }
    // Uses of the device from threads of the app's own, at the end, where they are all in
    // whatever the host's scheduling; they are not in the trace, whose digest stays one.
    for message in ForeignThreadUses.settledMessages() where !scenario.steps.isEmpty {
      fail(
        scenario.steps.count - 1,
        "expected the app's code to use the device from the thread that drives it, got \(message)")
    }
    let ordered = failures.enumerated().sorted {
      ($0.element.step, $0.offset) < ($1.element.step, $1.offset)
    }.map(\.element.failure)
    let trace = recorder.trace
    let timeline = timelineRecorder.map {
      $0.timeline(
        end: end, device: device,
        metadata: [
          "iOS \(scenario.systemVersion) (\(scenario.build)) · \(scenario.timeZone.identifier) · "
            + "seed \(seed) · \(scenario.member.rawValue) · \(app.name)",
          scenario.fileName,
        ])
    }
    return ScenarioResult(
      path: scenario.path, title: scenario.title, tags: scenario.tags, policy: app.name,
      seed: seed, failures: ordered, simulatedDuration: end - scenario.startInstant,
      events: device.processedEvents,
      trace: trace.lines, digest: recorder.digest, timeline: timeline,
      unavailableStep: unavailableStep, coverage: coverageRecorder?.covered)
  }

  /// Whether an `expect refused` follows step `index`, among the expectations right after it.
  private func expectsRefusal(after index: Int) -> Bool {
    for step in scenario.steps[(index + 1)...] {
      guard case .expect(let expectation) = step.action else { return false }
      if case .refused = expectation { return true }
    }
    return false
  }

  /// A step's statement as it reads in the scenario, without its time prefix.
  static func text(of action: Action) -> String {
    StatementText.statement(of: action)
  }

  /// Records a failure of step `step`; its message never carries token material.
  func fail(_ step: Int, _ message: String, invariant: Invariant? = nil) {
    let message = device.redacted(message)
    if step == observations.currentStep, stepOutcome == nil { stepOutcome = message }
    let line = scenario.steps[step].location.line
    failures.append((step, ScenarioFailure(line: line, message: message, invariant: invariant)))
  }

  /// Turns new violations into failures, unless the scenario expects that invariant broken,
  /// and so with problems of the app's tasks.
  private func collectViolations(from start: Int) {
    for problem in observations.taskProblems[reportedTaskProblems...] {
      fail(min(max(problem.step, 0), scenario.steps.count - 1), problem.message)
    }
    reportedTaskProblems = observations.taskProblems.count
    guard judgesInvariants else { return }
    for violation in checker.violations[start...]
    where !expectedViolations.contains(violation.invariant) {
      let step = min(max(observations.step(of: violation.cause), 0), scenario.steps.count - 1)
      fail(
        step,
        "expected invariant '\(violation.invariant.rawValue)' to hold, got \(violation.reason)",
        invariant: violation.invariant)
    }
  }

  /// The profile and kind of operation a step's writes are attributed to.
  static func operation(of action: Action) -> (String?, OperationKind) {
    switch action {
    case .user(.pick(let profile, _)), .user(.cancelPicker(let profile)),
      .user(.enable(let profile)),
      .app(.schedule(let profile, _)), .app(.restore(let profile, _)),
      .app(.blockApplications(let profile, _)), .app(.denyAppChange(_, _, let profile)),
      .app(.filterWeb(let profile, _, _)), .app(.shieldCategories(let profile, _)),
      .app(.setSetting(let profile, _, _)), .app(.activateStore(let profile, _)),
      .app(.deleteStore(let profile)):
      (profile, .general)
    case .user(.blockNow(let profile)): (profile, .starting)
    case .user(.unblock(let profile)): (profile, .unblocking)
    case .user(.disable(let profile)): (profile, .disabling)
    case .user(.delete(let profile)): (profile, .deleting)
    case .app(.stopMonitoring(let profile)): (profile, .stopping)
    default: (nil, .general)
    }
  }

  // MARK: - Steps

  private func perform(_ step: Step, index: Int) throws {
    switch step.action {
    case .expect(let expectation):
      let outcome = check(expectation, at: step)
      record(
        .expectationChecked(
          text: StatementText.describe(expectation), holds: outcome == nil,
          line: step.location.line))
      if let outcome { fail(index, outcome) }
    case .user(let action):
      noteStatement(of: step)
      if action.unlocksDevice { device.unlock() }
      try perform(action, at: step)
    case .app(let command):
      noteStatement(of: step)
      try perform(command, at: step)
    case .system(let fault):
      noteStatement(of: step)
      try inject(fault)
    case .wait:
      noteStatement(of: step)
    }
  }

  /// Writes the step's statement into the run's record.
  private func noteStatement(of step: Step) {
    record(
      .stepStated(
        subject: step.action.subject, text: StatementText.text(of: step.action),
        line: step.location.line))
  }

  /// Writes what the runner did now into the run's record, in order with the device's events;
  /// a run that renders no trace does not build the event.
  func record(_ event: @autoclosure () -> RunEvent) {
    guard recorder.isRecording else { return }
    recorder.record(event(), on: device)
  }

  private func perform(_ action: UserAction, at step: Step) throws {
    switch action {
    case .requestAuthorization(let answer):
      try requestAuthorization(answer)
    case .requestAuthorizationLeavingPrompt:
      try requestAuthorizationLeavingPrompt()
    case .revokeAuthorization(let revoker, let withPasscode):
      try device.revokeAuthorizationInSettings(
        byGuardian: revoker == .guardian, withPasscode: withPasscode)
    case .setScreenTimePasscode:
      device.setScreenTimePasscode()
    case .openMainApp:
      device.bringMainAppToForeground()
    case .leaveMainApp:
      device.leaveMainApp()
    case .reinstallApp:
      try device.reinstallApp()
    case .pick(let profile, let items):
      try pick(profile, items)
    case .cancelPicker(let profile):
      try inForeground(.cancelPicker) { $0.familyActivityPickerDidCancel(forProfile: profile) }
    case .blockNow(let profile):
      try inForeground(.blockNow) { $0.blockNow(profile: profile) }
    case .unblock(let profile):
      try inForeground(.unblock) { $0.unblock(profile: profile) }
    case .disable(let profile):
      try inForeground(.disable) { $0.disable(profile: profile) }
    case .enable(let profile):
      try inForeground(.enable) { $0.enable(profile: profile) }
    case .delete(let profile):
      try inForeground(.delete) { $0.delete(profile: profile) }
    case .open(let item):
      try device.open(resolve(item))
    case .use(let item, let duration):
      try device.open(resolve(item))
      try device.advance(to: step.instant + duration)
      device.goHome()
    case .goHome:
      device.goHome()
    case .tap(let button):
      // A tap that cannot happen leaves no answer behind for `expect action` to find.
      observations.lastTap = nil
      observations.lastTapShowedSubmenu = false
      try device.tap(button)
    case .lockDevice:
      device.lock()
    case .unlockDevice:
      device.unlock()
    case .changeTimeZone(let zone):
      device.changeTimeZone(to: zone)
    case .removeApp(let item):
      try device.removeApp(resolve(item))
    case .installApp(let item):
      try device.installApp(resolve(item))
    }
  }

  private func perform(_ command: AppCommand, at step: Step) throws {
    switch command {
    case .schedule(let profile, let request):
      let plan = monitoringPlan(request, profile: profile, at: step.instant)
      try inBackground(.schedule) { $0.schedule(profile: profile, plan: plan) }
    case .stopMonitoring(let profile):
      try inBackground(.stopMonitoring) { $0.stopMonitoring(profile: profile) }
    case .restore(let profile, let location):
      try inBackground(.restore) {
        $0.restore(profile: profile, from: location == .backend ? .backend : .appGroup)
      }
    case .sync:
      try inBackground(.sync) { $0.sync() }
    case .refreshTokens:
      try inBackground(.refreshTokens) { $0.refreshTokens() }
    case .revokeAuthorization:
      try inBackground(.revokeAuthorization) { $0.revokeAuthorization() }
    case .blockApplications(let profile, let choice):
      let applications = try blockedApplications(choice, profile: profile)
      try inBackground(.applicationSettings) {
        $0.updateApplicationSettings(forProfile: profile) { $0.blockedApplications = applications }
      }
    case .denyAppChange(let change, let denied, let profile):
      try inBackground(.applicationSettings) {
        $0.updateApplicationSettings(forProfile: profile) { settings in
          switch change {
          case .removal: settings.denyAppRemoval = denied
          case .installation: settings.denyAppInstallation = denied
          }
        }
      }
    case .filterWeb(let profile, let filter, let byToken):
      let policy = filterPolicy(filter, byToken: byToken, profile: profile)
      try inBackground(.webContentSettings) {
        $0.updateWebContentSettings(forProfile: profile) { $0.blockedByFilter = policy }
      }
    case .shieldCategories(let profile, let shield):
      let (applications, webDomains) = categoryPolicies(shield, profile: profile)
      try inBackground(.store) {
        $0.updateStore(forProfile: profile) { store in
          var settings = store.shield
          settings.applicationCategories = applications
          settings.webDomainCategories = webDomains
          store.shield = settings
        }
      }
    case .setSetting(let profile, let setting, let value):
      try inBackground(.store) {
        $0.updateStore(forProfile: profile) { $0.set(setting, to: value) }
      }
    case .activateStore(let profile, let isActive):
      try requireRelease(.storeIsActive, "ManagedSettingsStore.isActive")
      try inBackground(.store) { $0.updateStore(forProfile: profile) { $0.isActive = isActive } }
    case .deleteStore(let profile):
      try requireRelease(.deleteStore, "ManagedSettingsStore.deleteStore()")
      try inBackground(.store) { $0.updateStore(forProfile: profile) { $0.deleteStore() } }
    case .deleteAllStores:
      try requireRelease(.deleteStore, "ManagedSettingsStore.deleteStores(_:)")
      try inBackground(.deleteAllStores) { $0.deleteAllStores() }
    case .stopAllMonitoring:
      try inBackground(.stopAllMonitoring) { $0.stopAllMonitoring() }
    case .readActivityData:
      try requireRelease(.familyActivityData, "FamilyActivityData")
      try inBackground(.readActivityData) { $0.readActivityData() }
    }
  }

  /// Refuses a step that needs `feature` on a release without it.
  private func requireRelease(_ feature: APIFeature, _ what: String) throws(DeviceError) {
    guard feature.isAvailable(on: device.systemVersion) else {
      throw .unavailable(what, feature: feature, running: device.systemVersion)
    }
  }

  /// `user requests authorization`: the app's button asks, and the prompt stays on screen.
  private func requestAuthorizationLeavingPrompt() throws {
    guard !device.isPromptShown else { throw DeviceError.promptAlreadyShown }
    let box = PromptAnswerBox(leavingPromptOnScreen: ())
    defer { box.close() }
    var handled = true
    device.runInMainApp(foreground: true) {
      PromptAnswers.$pending.withValue(box) {
        handled = host.onMainApp(handling: .requestAuthorization) {
          $0.userDidRequestAuthorization()
        }
      }
    }
    guard handled else { throw unhandled(.requestAuthorization) }
  }

  /// Adds the fault a step states to the device's fault plan, numbered in statement order;
  /// a fault the run leaves out (``RunOptions/removedFaults``) only takes its number.
  private func inject(_ fault: SystemFault) throws {
    faultCount += 1
    let id = FaultID(faultCount)
    if case .failNextAuthorization(let error) = fault, device.systemVersion < error.introduced {
      throw DeviceError.unavailable(
        "FamilyControlsError.\(error.rawValue)", feature: error.feature,
        running: device.systemVersion)
    }
    guard !removedFaults.contains(id) else {
      record(.faultRemoved(id))
      return
    }
    try device.inject(
      Fault(
        id: id, kind: try fault.resolve(in: self),
        description: StatementText.statement(of: .system(fault)), injectedAt: device.now))
  }

  func copies(of profile: String, in location: CopyLocation) throws(ScenarioStepError)
    -> [String]
  {
    let keys = observations.copies(of: profile, in: location, on: device)
    guard !keys.isEmpty else { throw .noCopy(location: location.rawValue, profile: profile) }
    return keys
  }

  /// Runs `body` in the main app, in the foreground, for the step being performed.
  ///
  /// - Throws: ``ScenarioStepError/unhandled(step:method:)`` when `body` reached the default of
  ///   `appStep`'s requirement.
  private func inForeground(
    _ appStep: AppStep, _ body: @MainActor (any ScreenTimeApp) -> Void
  ) throws(ScenarioStepError) {
    try inMainApp(appStep, foreground: true, body)
  }

  /// Runs `body` in the main app, launched in the background if it is not running, for the
  /// step being performed; throws as ``inForeground(_:_:)``.
  private func inBackground(
    _ appStep: AppStep, _ body: @MainActor (any ScreenTimeApp) -> Void
  ) throws(ScenarioStepError) {
    try inMainApp(appStep, foreground: false, body)
  }

  private func inMainApp(
    _ appStep: AppStep, foreground: Bool, _ body: @MainActor (any ScreenTimeApp) -> Void
  ) throws(ScenarioStepError) {
    var handled = true
    device.runInMainApp(foreground: foreground) {
      handled = host.onMainApp(handling: appStep, body)
    }
    guard handled else { throw unhandled(appStep) }
  }

  /// The failure of the step being performed, whose requirement `appStep` the app left to its
  /// default.
  private func unhandled(_ appStep: AppStep) -> ScenarioStepError {
    .unhandled(
      step: Self.text(of: scenario.steps[observations.currentStep].action),
      method: appStep.method)
  }

  private func requestAuthorization(_ answer: AuthorizationAnswer) throws {
    let fits =
      scenario.member == .child
      ? (answer == .guardianApproves || answer == .guardianDeclines
        || answer == .guardianApprovesWithDataAccess)
      : (answer == .userApproves || answer == .userApprovesWithDataAccess
        || answer == .userCancels)
    guard fits else {
      let text = StatementText.statement(of: .user(.requestAuthorization(answer)))
      throw DeviceError.answerDoesNotFitMember(answer: text, member: scenario.member)
    }
    let withDataAccess =
      answer == .userApprovesWithDataAccess || answer == .guardianApprovesWithDataAccess
    if withDataAccess, !device.software.has(.dataAccessAuthorization) {
      throw DeviceError.dataAccessUnavailable(device.systemVersion)
    }
    let prompt: SimulatedDevice.PromptAnswer =
      switch answer {
      case .userApproves, .guardianApproves: .approve
      case .userApprovesWithDataAccess, .guardianApprovesWithDataAccess: .approveWithDataAccess
      case .userCancels: .cancel
      case .guardianDeclines: .decline
      }
    if device.isPromptShown {
      // The step answers the prompt a `user requests authorization` left on screen.
      device.runInMainApp(foreground: true) { _ = device.answerPendingPrompt(prompt) }
      return
    }
    let box = PromptAnswerBox(prompt)
    defer { box.close() }
    var handled = true
    device.runInMainApp(foreground: true) {
      PromptAnswers.$pending.withValue(box) {
        handled = host.onMainApp(handling: .requestAuthorization) {
          $0.userDidRequestAuthorization()
        }
      }
    }
    guard handled else { throw unhandled(.requestAuthorization) }
  }

  private func pick(_ profile: String, _ items: PickedItems) throws(ScenarioStepError) {
    let inventory = device.inventory
    let choice = FamilyActivityPicker.Choice(
      apps: items.apps.compactMap(inventory.item(named:)),
      webDomains: items.webDomains.compactMap(inventory.item(named:)),
      categories: items.categories.compactMap(inventory.item(named:)),
      includesEntireCategories: items.includesEntireCategories)
    guard let returned = device.presentPicker(choice) else {
      // The picker's process died: the app sees the sheet close with its binding unchanged. An
      // app without a cancel handler has nothing to do then, so this is no failure.
      device.runInMainApp(foreground: true) {
        host.onMainApp { $0.familyActivityPickerDidCancel(forProfile: profile) }
      }
      return
    }
    var selection = FamilyActivitySelection(includeEntireCategory: items.includesEntireCategories)
    selection.applicationTokens = Set(returned.applications.map { ScreenTimeAPI.Token($0) })
    selection.categoryTokens = Set(returned.categories.map { ScreenTimeAPI.Token($0) })
    selection.webDomainTokens = Set(returned.webDomains.map { ScreenTimeAPI.Token($0) })
    let picked = selection
    try inForeground(items.isAllowList ? .pickAllowList : .pick) { app in
      if items.isAllowList {
        app.familyActivityPicker(didSelectAllowed: picked, forProfile: profile)
      } else {
        app.familyActivityPicker(didSelect: picked, forProfile: profile)
      }
    }
    if !returned.isEmpty { checker.userPicked(profile: profile, on: device) }
  }

  /// The inventory item a reference names; the binder has checked that it is declared.
  func resolve(_ reference: ItemReference) -> Item {
    guard let item = device.inventory.item(named: reference.alias) else {
      preconditionFailure("the binder let through an undeclared alias '\(reference.alias)'")
    }
    return item
  }

  // MARK: - Application and web content settings

  /// The apps `app blocks|unblocks applications` names: by bundle identifier, or by the tokens
  /// of the profile's saved selection.
  private func blockedApplications(_ choice: BlockedApplications, profile: String)
    throws(ScenarioStepError) -> Set<Application>?
  {
    switch choice {
    case .bundleIdentifiers(let references):
      return Set(
        references.map { reference in
          guard case .app(let index) = resolve(reference) else {
            preconditionFailure("the binder let through a non-app alias '\(reference.alias)'")
          }
          return Application(bundleIdentifier: device.inventory.apps[index].bundleIdentifier)
        })
    case .picked:
      guard let saved = device.inspectApp({ host.savedTokens(ofProfileNamed: profile) }) else {
        throw unhandled(.reportSelections)
      }
      return Set(
        saved.filter { device.tokenRecord(of: $0)?.item.tokenKind == .application }.map {
          Application(token: ScreenTimeAPI.Token($0))
        })
    case .unset:
      return nil
    }
  }

  /// The `WebContentSettings.FilterPolicy` of `app filters web`; domains by name, or `byToken`
  /// by the token the app saved for each (else the one the system hands out now).
  private func filterPolicy(_ filter: WebFilter, byToken: Bool, profile: String)
    -> WebContentSettings.FilterPolicy?
  {
    func domains(_ references: [ItemReference]) -> Set<WebDomain> {
      if byToken {
        return Set(
          limitItems(references, profile: profile).webDomainTokens.map { WebDomain(token: $0) })
      }
      return Set(
        references.map { reference in
          guard case .web(let index) = resolve(reference) else {
            preconditionFailure("the binder let through a non-web alias '\(reference.alias)'")
          }
          return WebDomain(domain: device.inventory.webDomains[index].domain)
        })
    }
    switch filter {
    case .none: return WebContentSettings.FilterPolicy.none
    case .specific(let blocked): return .specific(domains(blocked))
    case .all(let except): return .all(except: domains(except))
    case .auto(let blocking, let except): return .auto(domains(blocking), except: domains(except))
    case .unset: return nil
    }
  }

  /// The category policies of `app shields ... categories ...`: over the categories, excepting
  /// the listed apps (`applicationCategories`) and web domains (`webDomainCategories`), by the
  /// tokens the app saved for them, else those the system hands out now.
  private func categoryPolicies(_ shield: CategoryShield, profile: String) -> (
    ShieldSettings.ActivityCategoryPolicy<Application>,
    ShieldSettings.ActivityCategoryPolicy<WebDomain>
  ) {
    switch shield {
    case .specific(let categories, let except):
      let tokens = limitItems(categories, profile: profile).categoryTokens
      let exceptions = limitItems(except, profile: profile)
      return (
        .specific(tokens, except: exceptions.applicationTokens),
        .specific(tokens, except: exceptions.webDomainTokens)
      )
    case .all(let except):
      let exceptions = limitItems(except, profile: profile)
      return (
        .all(except: exceptions.applicationTokens), .all(except: exceptions.webDomainTokens)
      )
    }
  }

  // MARK: - Monitoring plans

  /// The schedules and event `app schedules` asks for, as `DeviceActivity` values.
  private func monitoringPlan(
    _ request: ScheduleRequest, profile: String, at instant: SimulationInstant
  )
    -> MonitoringPlan
  {
    // A schedule's two ends set the same fields: seconds on both when either clock has them,
    // since a start and an end with different fields never fire.
    let hasSeconds = request.start.second != 0 || request.end.second != 0
    func components(_ clock: Clock) -> DateComponents {
      DateComponents(
        hour: clock.hour, minute: clock.minute, second: hasSeconds ? clock.second : nil)
    }
    let crossesMidnight = request.end <= request.start
    let warning = request.warning?.dateComponents
    var schedules: [DeviceActivitySchedule] = []
    switch request.repetition {
    case .daily:
      schedules = [
        DeviceActivitySchedule(
          intervalStart: components(request.start), intervalEnd: components(request.end),
          repeats: true, warningTime: warning)
      ]
    case .once:
      let today = device.localDateTime(at: instant).date
      let endDate =
        request.endDay.map { scenario.start.date.adding(days: $0 - 1) }
        ?? (crossesMidnight ? today.adding(days: 1) : today)
      var start = components(request.start)
      (start.year, start.month, start.day) = (today.year, today.month, today.day)
      var end = components(request.end)
      (end.year, end.month, end.day) = (endDate.year, endDate.month, endDate.day)
      schedules = [
        DeviceActivitySchedule(
          intervalStart: start, intervalEnd: end, repeats: false, warningTime: warning)
      ]
    case .weekly(let days):
      for day in days {
        var start = components(request.start)
        start.weekday = day.gregorianNumber
        var end = components(request.end)
        end.weekday = crossesMidnight ? day.gregorianNumber % 7 + 1 : day.gregorianNumber
        schedules.append(
          DeviceActivitySchedule(
            intervalStart: start, intervalEnd: end, repeats: true, warningTime: warning))
      }
    }
    let limit = request.limit.map { limit in
      UsageLimitPlan(
        threshold: limit.threshold.dateComponents,
        items: limit.items.map { limitItems($0, profile: profile) },
        includesPastActivity: limit.includesPastActivity)
    }
    let events = request.events.map { event in
      UsageEventPlan(
        name: event.name, threshold: event.threshold.dateComponents,
        items: event.items.map { limitItems($0, profile: profile) },
        includesPastActivity: event.includesPastActivity)
    }
    return MonitoringPlan(schedules: schedules, limit: limit, events: events)
  }

  /// The tokens for `limit ... on <list>`: the app's saved token for each item when it has one,
  /// else the token the system hands out now.
  private func limitItems(_ references: [ItemReference], profile: String) -> FamilyActivitySelection
  {
    let saved = device.inspectApp { host.savedTokens(ofProfileNamed: profile) } ?? []
    var selection = FamilyActivitySelection()
    for reference in references {
      let item = resolve(reference)
      let token =
        saved.first { device.tokenRecord(of: $0)?.item == item }
        ?? device.handOutTokens(for: [item])[0]
      switch item {
      case .app: selection.applicationTokens.insert(ScreenTimeAPI.Token(token))
      case .web: selection.webDomainTokens.insert(ScreenTimeAPI.Token(token))
      case .category: selection.categoryTokens.insert(ScreenTimeAPI.Token(token))
      }
    }
    return selection
  }
}

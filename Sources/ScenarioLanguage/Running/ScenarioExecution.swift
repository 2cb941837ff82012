import Foundation
import ReferenceApp
import ScreenTimeAPI
import ScreenTimeModel
import SimulationEngine

/// One run of one scenario: the device, the app, and the failures so far.
final class ScenarioExecution {
  let scenario: Scenario
  let app: AppBundle
  let host: AppBundleHost
  let device: SimulatedDevice
  let seed: UInt64
  var failures: [(step: Int, failure: ScenarioFailure)] = []
  /// The index of the most recent step that is not an `expect`.
  var lastActionStep: Int?

  init(scenario: Scenario, app: AppBundle, options: RunOptions) {
    self.scenario = scenario
    self.app = app
    self.seed = options.seed ?? scenario.seed
    host = AppBundleHost(bundle: app)
    device = SimulatedDevice(
      configuration: DeviceConfiguration(
        inventory: Self.inventory(of: scenario), systemVersion: scenario.systemVersion,
        build: scenario.build, appVersion: scenario.appVersion, timeZone: scenario.timeZone,
        startDate: scenario.start.date, start: scenario.startInstant, seed: seed,
        member: scenario.member, options: scenario.options, eventBudget: options.eventBudget),
      host: host)
  }

  static func inventory(of scenario: Scenario) -> Inventory {
    let categories = scenario.categories.map {
      Inventory.Category(name: $0.alias, displayName: $0.displayName)
    }
    func index(of category: String?) -> Int? {
      category.flatMap { name in categories.firstIndex { $0.name == name } }
    }
    return Inventory(
      apps: scenario.apps.map {
        Inventory.App(
          name: $0.alias, bundleIdentifier: $0.bundleIdentifier, displayName: $0.displayName,
          category: index(of: $0.category))
      },
      webDomains: scenario.webDomains.map {
        Inventory.Web(name: $0.alias, domain: $0.domain, category: index(of: $0.category))
      },
      categories: categories)
  }

  // MARK: - Running

  func run() -> ScenarioResult {
    // The file's name only, so that the trace does not depend on how its path was typed.
    device.note("scenario", "\"\(scenario.title)\" \(scenario.fileName)")
    device.note(
      "scenario",
      "iOS \(scenario.systemVersion) (\(scenario.build)), timezone \(scenario.timeZone.identifier), "
        + "seed \(seed), member \(scenario.member.rawValue), app \(app.name)")
    var end = scenario.startInstant
    for (index, step) in scenario.steps.enumerated() {
      let (profile, kind) = Self.operation(of: step.action)
      device.beginStep(index: index, profile: profile, kind: kind)
      let violationsBefore = device.violations.count
      do {
        try device.advance(to: step.instant)
        try perform(step, index: index)
      } catch let error as DeviceError {
        let message = error.message(formattingInstant: device.formatTraceInstant)
        device.note("scenario", "the step at line \(step.location.line) failed: \(message)")
        fail(index, message)
        if case .eventBudgetExhausted = error {
          collectViolations(from: violationsBefore)
          break
        }
      } catch {
        fail(index, "expected the step to run, got \(error)")
      }
      if !step.isExpectation { lastActionStep = index }
      device.checkRevocationReselect(profiles: scenario.profiles)
      collectViolations(from: violationsBefore)
      end = max(end, step.end)
    }
    let ordered = failures.enumerated().sorted {
      ($0.element.step, $0.offset) < ($1.element.step, $1.offset)
    }.map(\.element.failure)
    return ScenarioResult(
      path: scenario.path, title: scenario.title, tags: scenario.tags, policy: app.name,
      seed: seed, failures: ordered, simulatedDuration: end - scenario.startInstant,
      events: device.processedEvents, trace: device.renderedTrace(), digest: device.traceDigest())
  }

  func fail(_ step: Int, _ message: String, invariant: Invariant? = nil) {
    let line = scenario.steps[step].location.line
    failures.append((step, ScenarioFailure(line: line, message: message, invariant: invariant)))
  }

  /// Turns new violations into failures, unless the scenario expects that invariant broken.
  private func collectViolations(from start: Int) {
    let expected = Set(
      scenario.steps.compactMap { step -> Invariant? in
        if case .expect(.violation(let invariant)) = step.action { return invariant }
        return nil
      })
    for violation in device.violations[start...] where !expected.contains(violation.invariant) {
      let step = min(max(violation.stepIndex, 0), scenario.steps.count - 1)
      fail(
        step,
        "expected invariant '\(violation.invariant.rawValue)' to hold, got \(violation.reason)",
        invariant: violation.invariant)
    }
  }

  /// The profile and kind of operation a step's writes are attributed to.
  static func operation(of action: Action) -> (String?, OperationKind) {
    switch action {
    case .pick(let profile, _), .cancelPicker(let profile), .blockNow(let profile),
      .unblock(let profile), .enable(let profile), .schedule(let profile, _),
      .restore(let profile, _):
      (profile, .general)
    case .disable(let profile): (profile, .disabling)
    case .delete(let profile): (profile, .deleting)
    case .stopMonitoring(let profile): (profile, .stopping)
    default: (nil, .general)
    }
  }

  // MARK: - Steps

  private func perform(_ step: Step, index: Int) throws {
    let action = step.action
    if case .expect(let expectation) = action {
      let outcome = check(expectation, at: step)
      device.note(
        "expect",
        StatementText.describe(expectation) + (outcome == nil ? ": ok" : ": FAILED")
          + " [line \(step.location.line)]")
      if let outcome { fail(index, outcome) }
      return
    }
    device.note(
      StatementText.subject(of: action),
      StatementText.text(of: action) + " [line \(step.location.line)]")
    if StatementText.subject(of: action) == "user", action != .lockDevice, action != .unlockDevice {
      device.unlock()
    }
    switch action {
    case .requestAuthorization(let answer):
      try requestAuthorization(answer)
    case .failNextAuthorization(let error):
      device.failNextAuthorization(with: error)
    case .revokeAuthorization(let revoker):
      if revoker == .app {
        device.runInMainApp(foreground: false) { host.mainApp?.revokeAuthorization() }
      } else {
        device.revokeAuthorizationInSettings(by: revoker.rawValue)
      }
    case .openMainApp:
      device.bringMainAppToForeground()
    case .leaveMainApp:
      device.leaveMainApp()
    case .pick(let profile, let items):
      pick(profile, items)
    case .cancelPicker(let profile):
      inForeground { $0.familyActivityPickerDidCancel(forProfile: profile) }
    case .blockNow(let profile):
      inForeground { $0.blockNow(profile: profile) }
    case .unblock(let profile):
      inForeground { $0.unblock(profile: profile) }
    case .disable(let profile):
      inForeground { $0.disable(profile: profile) }
    case .enable(let profile):
      inForeground { $0.enable(profile: profile) }
    case .delete(let profile):
      inForeground { $0.delete(profile: profile) }
    case .schedule(let profile, let request):
      let plan = monitoringPlan(request, profile: profile, at: step.instant)
      inBackground { $0.schedule(profile: profile, plan: plan) }
    case .stopMonitoring(let profile):
      inBackground { $0.stopMonitoring(profile: profile) }
    case .restore(let profile, let location):
      inBackground {
        $0.restore(profile: profile, from: location == .backend ? .backend : .appGroup)
      }
    case .sync:
      inBackground { $0.sync() }
    case .refreshTokens:
      inBackground { $0.refreshTokens() }
    case .open(let item):
      device.open(resolve(item))
    case .use(let item, let duration):
      device.open(resolve(item))
      try device.advance(to: step.instant + duration)
      device.goHome()
    case .goHome:
      device.goHome()
    case .tap(let button):
      let press: ShieldPress =
        switch button {
        case .primary: .primary
        case .secondary: .secondary
        case .submenu(let index): .submenu(index)
        }
      try device.tap(press)
    case .lockDevice:
      device.lock()
    case .unlockDevice:
      device.unlock()
    case .changeTimeZone(let zone):
      device.changeTimeZone(to: zone)
    case .wait:
      break
    case .rotateTokens(let item):
      device.rotateTokens(of: item.map { [resolve($0)] } ?? device.inventory.allItems)
    case .expireTokens(let item):
      device.expireTokens(of: item.map { [resolve($0)] } ?? device.inventory.allItems)
    case .sendFalseExpiry:
      device.sendFalseExpiry()
    case .updateSystem(let version, let build, let rotating):
      device.updateSystem(to: version, build: build, rotatingTokens: rotating)
    case .reboot:
      device.reboot()
    case .delayNextCallback(let callback, let profile, let duration):
      device.injectCallbackFault(callback, profile: profile, delay: duration)
    case .dropNextCallback(let callback, let profile):
      device.injectCallbackFault(callback, profile: profile, delay: nil)
    case .repeatCallback(let callback, let profile):
      try device.repeatCallback(callback, profile: profile)
    case .fireThresholdsEarly:
      device.armThresholdsFireEarly()
    case .holdThresholdEvents:
      device.holdThresholdEvents()
    case .releaseThresholdEvents(let reversed):
      device.releaseThresholdEvents(reversed: reversed)
    case .killMonitorOnNextCallback(let writes):
      device.killMonitorOnNextCallback(afterWrites: writes)
    case .limitMonitorMemory(let bytes):
      device.limitMonitorMemory(to: bytes)
    case .slowShieldConfiguration(let duration):
      device.slowShieldConfiguration(by: duration)
    case .ignoreStore(let profile):
      device.setStoreIgnored(true, profile: profile)
    case .honourStore(let profile):
      device.setStoreIgnored(false, profile: profile)
    case .emptyNextPicker:
      device.emptyNextPicker()
    case .backendGoesDown:
      device.setBackendUp(false)
    case .backendComesUp:
      device.setBackendUp(true)
    case .backendLatency(let latency):
      device.setBackendLatency(latency)
    case .corrupt(let location, let profile, let corruption):
      try device.damage(
        BlobDamage(rawValue: corruption.rawValue) ?? .truncated, inBackend: location == .backend,
        profile: profile)
    case .serveSchema(let profile, let version):
      try device.serveSchema(version, profile: profile)
    case .loseAppGroupCopy(let profile):
      try device.loseAppGroupCopy(profile: profile)
    case .bloatAppGroupCopy(let profile, let bytes):
      try device.bloatAppGroupCopy(profile: profile, to: bytes)
    case .expect:
      break
    }
  }

  private func inForeground(_ body: (any ScreenTimeApp) -> Void) {
    device.runInMainApp(foreground: true) { if let app = host.mainApp { body(app) } }
  }

  private func inBackground(_ body: (any ScreenTimeApp) -> Void) {
    device.runInMainApp(foreground: false) { if let app = host.mainApp { body(app) } }
  }

  private func requestAuthorization(_ answer: AuthorizationAnswer) throws {
    let fits =
      scenario.member == .child
      ? (answer == .guardianApproves || answer == .guardianDeclines)
      : (answer == .userApproves || answer == .userCancels)
    guard fits else {
      let text =
        "\(StatementText.subject(of: .requestAuthorization(answer))) "
        + StatementText.text(of: .requestAuthorization(answer))
      throw DeviceError.answerDoesNotFitMember(answer: text, member: scenario.member)
    }
    let prompt: SimulatedDevice.PromptAnswer =
      switch answer {
      case .userApproves, .guardianApproves: .approve
      case .userCancels: .cancel
      case .guardianDeclines: .decline
      }
    let box = PromptAnswerBox(prompt)
    device.runInMainApp(foreground: true) {
      PromptAnswers.$pending.withValue(box) { host.mainApp?.userDidRequestAuthorization() }
    }
  }

  private func pick(_ profile: String, _ items: PickedItems) {
    var selection = FamilyActivitySelection(includeEntireCategory: items.includesEntireCategories)
    let isEmptied = device.takeEmptyPickerFault()
    if isEmptied {
      device.note("system", "the picker returns an empty selection")
    } else if !device.authorization.isApproved {
      device.note("system", "the picker shows nothing: the app is not authorized")
    } else {
      let inventory = device.inventory
      var chosen: [Item] = []
      chosen += items.apps.compactMap { inventory.item(named: $0) }
      chosen += items.webDomains.compactMap { inventory.item(named: $0) }
      for name in items.categories {
        guard let category = inventory.item(named: name) else { continue }
        chosen.append(category)
        if items.includesEntireCategories, case .category(let index) = category {
          chosen += inventory.members(of: index)
        }
      }
      for item in chosen {
        let token = device.currentToken(for: item)
        switch item {
        case .app: selection.applicationTokens.insert(ScreenTimeAPI.Token(token))
        case .web: selection.webDomainTokens.insert(ScreenTimeAPI.Token(token))
        case .category: selection.categoryTokens.insert(ScreenTimeAPI.Token(token))
        }
      }
    }
    let picked = selection
    inForeground { $0.familyActivityPicker(didSelect: picked, forProfile: profile) }
    let isNonEmpty =
      !picked.applicationTokens.isEmpty || !picked.categoryTokens.isEmpty
      || !picked.webDomainTokens.isEmpty
    if isNonEmpty { device.notePick(for: profile) }
  }

  /// The inventory item a reference names; the binder has checked that it is declared.
  func resolve(_ reference: ItemReference) -> Item {
    guard let item = device.inventory.item(named: reference.alias) else {
      preconditionFailure("the binder let through an undeclared alias '\(reference.alias)'")
    }
    return item
  }

  // MARK: - Monitoring plans

  /// The schedules and event `app schedules` asks for, as `DeviceActivity` values.
  private func monitoringPlan(
    _ request: ScheduleRequest, profile: String, at instant: SimulationInstant
  )
    -> MonitoringPlan
  {
    func components(_ clock: Clock) -> DateComponents {
      DateComponents(
        hour: clock.hour, minute: clock.minute, second: clock.second == 0 ? nil : clock.second)
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
      let endDate = crossesMidnight ? today.adding(days: 1) : today
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
    guard let limit = request.limit else { return MonitoringPlan(schedules: schedules) }
    let threshold = limit.threshold.dateComponents
    var items: FamilyActivitySelection?
    if let references = limit.items {
      items = limitItems(references, profile: profile)
    }
    return MonitoringPlan(
      schedules: schedules, limit: UsageLimitPlan(threshold: threshold, items: items))
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
        saved.first { device.tokenRecord(of: $0)?.item == item } ?? device.currentToken(for: item)
      switch item {
      case .app: selection.applicationTokens.insert(ScreenTimeAPI.Token(token))
      case .web: selection.webDomainTokens.insert(ScreenTimeAPI.Token(token))
      case .category: selection.categoryTokens.insert(ScreenTimeAPI.Token(token))
      }
    }
    return selection
  }
}

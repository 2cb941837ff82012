import Foundation
import ReferenceCatalog
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting

/// What a probe's code saw, by the name it recorded it under, in order, from any process.
final class Observations: @unchecked Sendable {
  // Every access holds the lock; a run records on one thread, the test reads after it.
  private let lock = NSLock()
  private var values: [String: [String]] = [:]

  func record(_ name: String, _ value: String) {
    lock.withLock { values[name, default: []].append(value) }
  }

  func callAsFunction(_ name: String) -> [String] {
    lock.withLock { values[name] ?? [] }
  }
}

/// An app whose processes run code a test gives them, compiled in this module with the
/// `DeviceStandIns` plugin, so that `Date()`, `UserDefaults`, `print` and the rest in that code
/// are the stand-ins.
///
/// `user picks <profile>` runs ``mainApp`` in the main app with the profile's name, and `app
/// syncs` with `sync`, in the background (also before the first unlock); `user blocks
/// <profile> now` shields what was picked last; the monitor, the configuration
/// extension and the action extension run theirs at each callback, then behave plainly (the
/// generic shield, `.close`).
struct Probe: Sendable {
  var mainApp: @MainActor @Sendable (_ step: String) -> Void = { _ in }
  var monitor: @Sendable (_ callback: String) -> Void = { _ in }
  var shieldConfiguration: @Sendable () -> Void = {}
  var shieldAction: @Sendable () -> Void = {}

  static let generic = ShieldConfiguration(title: .init(text: "Probe", color: .label))
  static let selectionKey = "probe.selection"

  var bundle: AppBundle {
    AppBundle(
      name: "probe", mainApp: { ProbeApp(probe: self) },
      shieldConfiguration: { ProbeShieldConfiguration(probe: self) },
      shieldAction: { ProbeShieldAction(probe: self) }, monitor: { ProbeMonitor(probe: self) },
      genericShield: Self.generic)
  }

  /// Runs the scenario `text` against the probe; `expect diagnostic` takes `diagnosticCodes`
  /// besides the reference app's.
  func run(_ text: String, seed: UInt64? = nil, diagnosticCodes: [String] = []) throws
    -> ScenarioResult
  {
    let loader = ScenarioLoader(extraDiagnosticCodes: diagnosticCodes)
    let scenario = try loader.scenario(from: text)
    return ScenarioRunner.run(
      scenario, app: bundle, options: RunOptions(seed: seed, catalog: PolicyCatalog()))
  }
}

final class ProbeApp: ScreenTimeApp {
  private let probe: Probe

  init(probe: Probe) {
    self.probe = probe
  }

  func userDidRequestAuthorization() {
    Task { try? await AuthorizationCenter.shared.requestAuthorization(for: .individual) }
  }

  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) {
    try? AppGroupContainer.shared.set(
      try? JSONEncoder().encode(selection), forKey: Probe.selectionKey)
    probe.mainApp(profile)
  }

  func blockNow(profile: String) {
    let data = try? AppGroupContainer.shared.data(forKey: Probe.selectionKey)
    let selection = data.flatMap {
      try? JSONDecoder().decode(FamilyActivitySelection.self, from: $0)
    }
    ManagedSettingsStore().shield.applications = selection?.applicationTokens
  }

  func sync() {
    probe.mainApp("sync")
  }

  func schedule(profile: String, plan: MonitoringPlan) {
    guard let schedule = plan.schedules.first else { return }
    try? DeviceActivityCenter().startMonitoring(.init(profile), during: schedule)
  }
}

final class ProbeMonitor: DeviceActivityMonitor {
  private let probe: Probe

  init(probe: Probe) {
    self.probe = probe
  }

  override func intervalDidStart(for activity: DeviceActivityName) {
    probe.monitor("intervalDidStart")
  }

  override func intervalDidEnd(for activity: DeviceActivityName) {
    probe.monitor("intervalDidEnd")
  }
}

final class ProbeShieldConfiguration: ShieldConfigurationDataSource {
  private let probe: Probe

  init(probe: Probe) {
    self.probe = probe
  }

  override func configuration(shielding application: Application) -> ShieldConfiguration {
    probe.shieldConfiguration()
    return Probe.generic
  }
}

final class ProbeShieldAction: ShieldActionDelegate {
  private let probe: Probe

  init(probe: Probe) {
    self.probe = probe
  }

  override func handle(
    action: ShieldAction, for application: ApplicationToken,
    completionHandler: @escaping (ShieldActionResponse) -> Void
  ) {
    probe.shieldAction()
    completionHandler(.close)
  }
}

extension ScenarioResult {
  /// The trace's lines without their time, as `PROCESS WHAT` with one space between.
  var events: [String] {
    trace.compactMap { Self.columns(of: $0).map { "\($0.process) \($0.what)" } }
  }

  /// What the trace's lines of `process` (`app`, `monitor`, `shield-config`, `shield-action`)
  /// say, without their time and process columns.
  func lines(of process: String) -> [String] {
    trace.compactMap { line in
      Self.columns(of: line).flatMap { $0.process == process ? $0.what : nil }
    }
  }

  /// The process and the text of a trace line, `day D HH:MM:SS.mmm  PROCESS  WHAT`.
  private static func columns(of line: String) -> (process: String, what: String)? {
    let parts = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: true)
    guard parts.count == 4, parts[0] == "day" else { return nil }
    let rest = parts[3].drop { $0 == " " }
    let process = rest.prefix { $0 != " " }
    return (String(process), String(rest.dropFirst(process.count).drop { $0 == " " }))
  }
}

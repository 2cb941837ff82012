import ScreenTimeModel
import SimulationEngine

/// A scenario file after parsing and binding: the header's settings and the typed steps.
///
/// Every alias a step uses has been resolved against the header's declarations, every step
/// knows the instant it runs at, and every value is in range. The runner executes this form.
public struct Scenario: Sendable, Equatable {
  /// The file's path as the user gave it.
  public var path: String
  /// The file's name, without its folders: what traces show, whatever way the path was typed.
  public var fileName: String {
    path.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? path
  }
  /// `scenario "<title>"`.
  public var title: String
  /// `about "<text>"` lines, in order.
  public var about: [String] = []
  /// `tags <name> ...`, in order of appearance, without repeats.
  public var tags: [String] = []
  /// `device iOS <version>`; 18.5 by default.
  public var systemVersion: SystemVersion = .scenarioDefault
  /// Whether the header has a `device` line: without a `versions` line, the scenario is then
  /// meant for that release only.
  public var declaresDevice = false
  /// `versions <version>[...[<version>]], ...`: the releases the scenario is meant for.
  public var declaredVersions: SystemVersionSet?
  /// `device iOS <version> build <id>`; derived from the version when absent.
  public var build: String = SystemVersion.scenarioDefaultBuild
  /// `app-version <text>`; `1.0` by default.
  public var appVersion: String = "1.0"
  /// `timezone <IANA id>`; `UTC` by default.
  public var timeZone: DeviceTimeZone = .utc
  /// `start <YYYY-MM-DD> <clock>` in local time; 2026-01-05 08:00 by default (day 1's date).
  public var start = LocalDateTime(
    date: CivilDate(year: 2026, month: 1, day: 5), clock: Clock(hour: 8, minute: 0))
  /// `seed <integer>`; 1 by default.
  public var seed: UInt64 = 1
  /// Whether `seed` appeared in the header (a determinism check varies unpinned seeds only).
  public var isSeedPinned = false
  /// `member individual|child`; individual by default.
  public var member: Member = .individual
  /// `policy <name> [with <mistake>, ...]`; `recommended` with no mistakes by default.
  public var policy = PolicyDeclaration()
  /// `option <key> <value>` lines applied over the defaults.
  public var options = ModelOptions()
  /// `app` declarations, in order.
  public var apps: [AppDeclaration] = []
  /// `web` declarations, in order.
  public var webDomains: [WebDeclaration] = []
  /// `category` declarations and the categories `app` and `web` imply, in order of appearance.
  public var categories: [CategoryDeclaration] = []
  /// Profile names in the order steps first mention them.
  public var profiles: [String] = []
  /// The steps, in file order.
  public var steps: [Step] = []

  /// Creates a scenario with the header defaults and no steps.
  public init(path: String, title: String) {
    self.path = path
    self.title = title
  }

  /// The instant of day 1 at the start clock.
  public var startInstant: SimulationInstant { timeZone.instant(at: start) }
}

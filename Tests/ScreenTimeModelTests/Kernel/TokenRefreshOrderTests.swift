import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// Refreshing tokens mints the new ones in inventory order, whatever order the app passes the
/// old ones in (often a `Set`'s, which changes from process to process): the tokens, their
/// `<token N>` numbers and the events are the same.
struct TokenRefreshOrderTests {
  /// Keeps every event, written out with its tokens redacted, but the hand-outs, which give
  /// the tokens back in the order the app asked for them.
  final class Lines: SystemEventObserver {
    var lines: [String] = []

    func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
      if case .tokensHandedOut = event.kind { return [] }
      lines.append(device.redacted(String(describing: event.kind)))
      return []
    }
  }

  /// What a device shows after its app picks three apps, they expire, and it refreshes them in
  /// the order `order` gives.
  static func refresh(in order: [Int]) throws -> (
    tokens: [OpaqueToken], numbers: [String], lines: [String]
  ) {
    let host = KernelTests.ScriptedApp()
    var inventory = Inventory()
    inventory.apps = ["a", "b", "c"].map {
      .init(name: $0, bundleIdentifier: "com.\($0)", displayName: $0, category: nil)
    }
    let start = CivilDate(year: 2026, month: 1, day: 5)
    let device = SimulatedDevice(
      configuration: DeviceConfiguration(
        inventory: inventory, systemVersion: SystemVersion(26, 5), build: "23F",
        appVersion: "1.0", timeZone: .utc, startDate: start,
        start: DeviceTimeZone.utc.instant(
          at: LocalDateTime(date: start, clock: Clock(hour: 8, minute: 0))),
        seed: 1, member: .individual, options: ModelOptions()),
      host: host)
    let lines = Lines()
    device.addObserver(lines)
    device.runInMainApp(foreground: true) {
      try? device.requestAuthorization(for: .individual, answer: .approve)
    }
    let picked = try #require(
      device.presentPicker(FamilyActivityPicker.Choice(apps: [.app(0), .app(1), .app(2)])))
    try device.inject(
      Fault(
        id: FaultID(1), kind: .expireTokens([.app(0), .app(1), .app(2)]),
        description: "os expires all tokens", injectedAt: device.now))
    var refreshed: [OpaqueToken] = []
    device.runInMainApp(foreground: false) {
      refreshed = (try? device.refreshTokens(order.map { picked.applications[$0] })) ?? []
    }
    try #require(refreshed.count == 3)
    // Back in inventory order, to compare the two runs.
    let tokens = zip(order, refreshed).sorted { $0.0 < $1.0 }.map(\.1)
    return (tokens, tokens.map { device.redacted($0.base64) }, lines.lines)
  }

  @Test func theOrderTheAppPassesTokensInChangesNothing() throws {
    let forward = try Self.refresh(in: [0, 1, 2])
    let backward = try Self.refresh(in: [2, 0, 1])
    #expect(forward.tokens == backward.tokens)
    #expect(forward.numbers == ["<token 4>", "<token 5>", "<token 6>"])
    #expect(backward.numbers == forward.numbers)
    #expect(backward.lines == forward.lines)
  }
}

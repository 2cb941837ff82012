import ScreenTimeModel
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `Inventory.item(named:)` finds an item by its scenario name at a constant cost, with the same
/// answer a search in declaration order gives.
struct InventoryTests {
  static func inventory(apps count: Int) -> Inventory {
    Inventory(
      apps: (0..<count).map {
        Inventory.App(
          name: "app\($0)", bundleIdentifier: "com.example.app\($0)", displayName: "App \($0)",
          category: nil)
      })
  }

  @Test func anAppComesBeforeAWebDomainBeforeACategoryOfTheSameName() {
    var inventory = Inventory(
      apps: [
        .init(name: "news", bundleIdentifier: "com.example.news", displayName: "News", category: 0),
        .init(
          name: "news", bundleIdentifier: "com.example.other", displayName: "Other", category: nil),
      ],
      webDomains: [
        .init(name: "news", domain: "news.example", category: 0),
        .init(name: "site", domain: "site.example", category: nil),
      ],
      categories: [
        .init(name: "news", displayName: "News"), .init(name: "games", displayName: "Games"),
      ])
    #expect(inventory.item(named: "news") == .app(0))
    #expect(inventory.item(named: "site") == .web(1))
    #expect(inventory.item(named: "games") == .category(1))
    #expect(inventory.item(named: "none") == nil)
    // The index follows every change of the items.
    inventory.apps[0].name = "paper"
    #expect(inventory.item(named: "paper") == .app(0))
    #expect(inventory.item(named: "news") == .app(1))
    inventory.apps.removeAll()
    #expect(inventory.item(named: "news") == .web(0))
    inventory.webDomains = []
    #expect(inventory.item(named: "news") == .category(0))
    #expect(inventory == Inventory(categories: inventory.categories))
  }

  /// The least processor time of a few runs of `body` on this thread, in nanoseconds: the
  /// thread's own time, which other work on a loaded machine does not add to.
  static func quickest(_ body: () -> Int) -> Int64 {
    func threadTime() -> Int64 {
      var time = timespec()
      clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
      return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
    }
    var best = Int64.max
    for _ in 0..<7 {
      let start = threadTime()
      #expect(body() > 0)
      best = min(best, threadTime() - start)
    }
    return max(best, 1)
  }

  /// Ten times the apps, each looked up once, take about ten times as long: far from the
  /// hundred times a search through the apps for each name would take.
  @Test func lookingUpEveryAppIsLinearInTheApps() {
    func lookUps(_ count: Int) -> Int64 {
      let inventory = Self.inventory(apps: count)
      let names = (0..<count).map { "app\($0)" }
      return Self.quickest { names.reduce(0) { $0 + (inventory.item(named: $1) == nil ? 0 : 1) } }
    }
    let small = lookUps(2_000)
    let large = lookUps(20_000)
    let ratio = Double(large) / Double(small)
    #expect(ratio < 35, "2,000 apps \(small) ns, 20,000 apps \(large) ns (×\(ratio))")
  }
}

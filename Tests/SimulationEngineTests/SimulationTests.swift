import SimulationEngine
import Testing

struct SimulationTests {
  private func instant(_ milliseconds: Int64) -> SimulationInstant {
    SimulationInstant(millisecondsSinceOrigin: milliseconds)
  }

  @Test func stepThroughTakesEventsDueExactlyAtTheLimit() throws {
    var simulation = Simulation<String>()
    simulation.schedule("at-limit", at: instant(100))
    simulation.schedule("after", at: instant(101))
    var seen: [String] = []
    while let event = try simulation.step(through: instant(100)) { seen.append(event.payload) }
    #expect(seen == ["at-limit"])
    #expect(simulation.now == instant(100))
  }

  @Test func runUntilTakesEventsScheduledForTheLimitWhileRunning() throws {
    var simulation = Simulation<String>()
    simulation.schedule("first", at: instant(40))
    var seen: [String] = []
    try simulation.run(until: instant(50)) { simulation, event in
      seen.append(event.payload)
      if event.payload == "first" {
        simulation.schedule("chained", at: instant(50))
        simulation.schedule("too-late", at: instant(51))
      }
    }
    #expect(seen == ["first", "chained"])
    #expect(simulation.now == instant(50))
    #expect(simulation.processedEvents == 2)
  }

  @Test func theClockMovesToTheLimitWhenNothingIsDue() throws {
    var simulation = Simulation<String>(start: instant(10))
    let event = try simulation.step(through: instant(500))
    #expect(event == nil)
    #expect(simulation.now == instant(500))
  }

  @Test func theClockReadsTheInstantOfEachEventTaken() throws {
    var simulation = Simulation<Int>()
    simulation.schedule(1, after: .seconds(2))
    simulation.schedule(2, after: .milliseconds(1_500))
    let first = try #require(try simulation.step())
    #expect(first.payload == 2)
    #expect(simulation.now == instant(1_500))
    let second = try #require(try simulation.step())
    #expect(second.payload == 1)
    #expect(simulation.now == instant(2_000))
    let none = try simulation.step()
    #expect(none == nil)
  }

  @Test func cancelledEventsAreNotProcessed() throws {
    var simulation = Simulation<String>()
    let handle = simulation.schedule("cancelled", at: instant(5))
    simulation.schedule("kept", at: instant(6))
    simulation.cancel(handle)
    var seen: [String] = []
    try simulation.run(until: instant(10)) { _, event in seen.append(event.payload) }
    #expect(seen == ["kept"])
  }

  @Test func aRunawayLoopStopsAtTheBudgetWithAnErrorNamingIt() {
    var simulation = Simulation<Int>(eventBudget: 100)
    simulation.schedule(0, at: instant(0))
    #expect(throws: SimulationError.eventBudgetExhausted(budget: 100, at: instant(100))) {
      try simulation.run(until: instant(1_000_000)) { simulation, event in
        simulation.schedule(event.payload + 1, after: .milliseconds(1))
      }
    }
    #expect(simulation.processedEvents == 100)
    #expect(
      SimulationError.eventBudgetExhausted(budget: 100, at: instant(100)).description
        == "event budget of 100 events exhausted at +0d 00:00:00.100")
  }

  @Test func aSpentBudgetDoesNotStopARunWithNothingDue() throws {
    var simulation = Simulation<Int>(eventBudget: 1)
    simulation.schedule(1, at: instant(1))
    simulation.schedule(2, at: instant(10))
    let first = try simulation.step(through: instant(5))
    #expect(first?.payload == 1)
    let none = try simulation.step(through: instant(5))
    #expect(none == nil)
    #expect(throws: SimulationError.self) { try simulation.step(through: instant(10)) }
  }
}

import SimulationEngine
import Testing

struct EventQueueTests {
  private func instant(_ milliseconds: Int64) -> SimulationInstant {
    SimulationInstant(millisecondsSinceOrigin: milliseconds)
  }

  private func drain(_ queue: inout EventQueue<String>) -> [String] {
    var order: [String] = []
    while let event = queue.pop() { order.append(event.payload) }
    return order
  }

  @Test func eventsComeOutInInstantOrder() {
    var queue = EventQueue<String>()
    queue.push("c", at: instant(30))
    queue.push("a", at: instant(10))
    queue.push("b", at: instant(20))
    #expect(drain(&queue) == ["a", "b", "c"])
  }

  @Test func eventsDueTogetherComeOutInSchedulingOrder() {
    var queue = EventQueue<String>()
    for name in ["first", "second", "third", "fourth", "fifth"] {
      queue.push(name, at: instant(5))
    }
    queue.push("earlier", at: instant(4))
    #expect(drain(&queue) == ["earlier", "first", "second", "third", "fourth", "fifth"])
  }

  @Test func tiesBeyondTheWindowKeepSchedulingOrderWhenTheWindowReachesThem() {
    var queue = EventQueue<String>()
    let far = Int64(EventQueue<String>.windowSize) * 3 + 7
    queue.push("far-1", at: instant(far))
    queue.push("near", at: instant(1))
    queue.push("far-2", at: instant(far))
    let near = queue.pop()
    #expect(near?.payload == "near")
    // Once the window has slid past the far events, a new event at the same instant comes after.
    queue.push("far-3", at: instant(far))
    #expect(drain(&queue) == ["far-1", "far-2", "far-3"])
  }

  @Test func cancelledEventsNeverComeOut() {
    var queue = EventQueue<String>()
    let a = queue.push("a", at: instant(1))
    queue.push("b", at: instant(1))
    let c = queue.push("c", at: instant(50_000))
    queue.cancel(a)
    queue.cancel(c)
    #expect(drain(&queue) == ["b"])
    let isEmpty = queue.isEmpty
    #expect(isEmpty)
  }

  @Test func cancellingAnEventThatAlreadyRanChangesNothing() {
    var queue = EventQueue<String>()
    let a = queue.push("a", at: instant(1))
    let first = queue.pop()
    #expect(first?.payload == "a")
    queue.cancel(a)
    queue.cancel(a)
    queue.push("b", at: instant(2))
    #expect(drain(&queue) == ["b"])
  }

  @Test func cancellingKeepsTheOrderOfTheEventsLeftInTheRingAndBeyondIt() {
    var queue = EventQueue<String>()
    let far = Int64(EventQueue<String>.windowSize) * 5
    var handles: [String: EventHandle] = [:]
    for name in ["n1", "n2", "n3", "n4"] { handles[name] = queue.push(name, at: instant(7)) }
    for name in ["f1", "f2", "f3", "f4"] { handles[name] = queue.push(name, at: instant(far)) }
    queue.push("f0", at: instant(far - 1))
    for name in ["n2", "f1", "f3"] {
      if let handle = handles[name] { queue.cancel(handle) }
    }
    #expect(queue.cancelledCount == 3)
    #expect(drain(&queue) == ["n1", "n3", "n4", "f0", "f2", "f4"])
    #expect(queue.cancelledCount == 0)
  }

  @Test func cancellingWhatAlreadyLeftLeavesNoMark() {
    var queue = EventQueue<String>()
    let ran = queue.push("ran", at: instant(3))
    let discarded = queue.push("discarded", at: instant(3))
    let later = queue.push("later", at: instant(9))
    queue.cancel(discarded)
    let first = queue.pop()
    let second = queue.pop()
    #expect(first?.payload == "ran")
    #expect(second?.payload == "later")
    queue.cancel(ran)
    queue.cancel(discarded)
    queue.cancel(later)
    #expect(queue.cancelledCount == 0)
    // An event pushed after them at an instant already reached still comes out.
    queue.push("same instant", at: instant(9))
    #expect(drain(&queue) == ["same instant"])
  }

  @Test func cancellingTwiceMarksOnce() {
    var queue = EventQueue<String>()
    let a = queue.push("a", at: instant(100_000))
    queue.push("b", at: instant(100_000))
    queue.cancel(a)
    queue.cancel(a)
    #expect(queue.cancelledCount == 1)
    #expect(drain(&queue) == ["b"])
    #expect(queue.cancelledCount == 0)
  }

  @Test func aCancelledFrontDoesNotHideTheNextInstant() {
    var queue = EventQueue<String>()
    let a = queue.push("a", at: instant(10))
    queue.push("b", at: instant(20))
    queue.cancel(a)
    let next = queue.nextInstant()
    #expect(next == instant(20))
    let early = queue.pop(through: 15)
    #expect(early == nil)
    let due = queue.pop(through: 20)
    #expect(due?.payload == "b")
  }

  @Test func popThroughLeavesLaterEventsAndAcceptsEarlierPushes() {
    var queue = EventQueue<String>()
    queue.push("late", at: instant(10_000_000))
    let early = queue.pop(through: 100)
    #expect(early == nil)
    // The window must not have moved past 100: an event at 200 is still accepted and comes first.
    queue.push("soon", at: instant(200))
    #expect(drain(&queue) == ["soon", "late"])
  }

  @Test func handlesCarryIncreasingSequenceNumbers() {
    var queue = EventQueue<String>()
    let first = queue.push("a", at: instant(9))
    let second = queue.push("b", at: instant(1))
    #expect(first.sequenceNumber == 0)
    #expect(second.sequenceNumber == 1)
    #expect(queue.scheduledCount == 2)
    let popped = queue.pop()
    #expect(popped?.handle == second)
  }

  /// Pushes, pops and cancels at random against a reference list kept sorted.
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
  func matchesASortedReferenceUnderRandomOperations(seed: UInt64) {
    struct Key: Comparable {
      var instant: Int64
      var sequence: UInt64
      static func < (a: Key, b: Key) -> Bool { (a.instant, a.sequence) < (b.instant, b.sequence) }
    }
    var generator = Xoshiro256StarStar(seed: seed)
    var queue = EventQueue<Int>()
    var reference: [Key] = []  // sorted ascending
    var handles: [EventHandle] = []
    var now: Int64 = 0
    let spans: [UInt64] = [1, 3, 50, 4_095, 4_096, 4_097, 20_000, 10_000_000]
    for step in 0..<6_000 {
      let choice = generator.next(below: 10)
      if choice < 5 {
        let span = spans[Int(generator.next(below: UInt64(spans.count)))]
        let at = now + Int64(generator.next(below: span))
        let handle = queue.push(step, at: instant(at))
        handles.append(handle)
        let key = Key(instant: at, sequence: handle.sequenceNumber)
        reference.insert(key, at: reference.firstIndex { key < $0 } ?? reference.endIndex)
      } else if choice < 6, !handles.isEmpty {
        let handle = handles[Int(generator.next(below: UInt64(handles.count)))]
        queue.cancel(handle)
        reference.removeAll { $0.sequence == handle.sequenceNumber }
      } else {
        let expected = reference.first
        let actual = queue.pop()
        #expect(actual?.instant.millisecondsSinceOrigin == expected?.instant)
        #expect(actual?.handle.sequenceNumber == expected?.sequence)
        if let expected {
          reference.removeFirst()
          now = expected.instant
        }
      }
    }
    var rest: [UInt64] = []
    while let event = queue.pop() { rest.append(event.handle.sequenceNumber) }
    #expect(rest == reference.map(\.sequence))
  }

  /// Random pushes, pops and cancels from `origin`, and what came out, with every event still
  /// pending drained at the end unless `leavingPending`.
  private func randomOperations(
    on queue: inout EventQueue<Int>, from origin: Int64, seed: UInt64, leavingPending: Bool = false
  ) -> [String] {
    var generator = Xoshiro256StarStar(seed: seed)
    var handles: [EventHandle] = []
    var now = origin
    var log: [String] = []
    let spans: [UInt64] = [1, 3, 50, 4_095, 4_096, 4_097, 20_000, 10_000_000]
    for step in 0..<3_000 {
      let choice = generator.next(below: 10)
      if choice < 5 {
        let span = spans[Int(generator.next(below: UInt64(spans.count)))]
        let handle = queue.push(step, at: instant(now + Int64(generator.next(below: span))))
        handles.append(handle)
        log.append("push \(handle.sequenceNumber)")
      } else if choice < 6, !handles.isEmpty {
        queue.cancel(handles[Int(generator.next(below: UInt64(handles.count)))])
      } else if let event = queue.pop() {
        now = event.instant.millisecondsSinceOrigin
        log.append("pop \(event.payload) at \(now) #\(event.handle.sequenceNumber)")
      }
    }
    guard !leavingPending else { return log }
    while let event = queue.pop() {
      log.append("pop \(event.payload) at \(event.instant.millisecondsSinceOrigin)")
    }
    return log
  }

  /// A queue built on the storage a used queue hands over, events still pending in its ring and
  /// its heap, cancelled ones among them, runs exactly as a queue built afresh.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func aQueueOnReusedStorageRunsAsANewOne(seed: UInt64) {
    var used = EventQueue<Int>(origin: instant(5_000))
    _ = randomOperations(on: &used, from: 5_000, seed: seed, leavingPending: true)
    let hadPending = !used.isEmpty
    #expect(hadPending)
    let storage = used.relinquishStorage()
    var reused = EventQueue<Int>(origin: instant(100), reusing: storage)
    var fresh = EventQueue<Int>(origin: instant(100))
    let isEmpty = reused.isEmpty
    #expect(isEmpty && reused.scheduledCount == 0 && reused.cancelledCount == 0)
    let reusedLog = randomOperations(on: &reused, from: 100, seed: seed &+ 100)
    let freshLog = randomOperations(on: &fresh, from: 100, seed: seed &+ 100)
    #expect(reusedLog.count > 1_000)
    #expect(reusedLog == freshLog)
  }

  /// A simulation built on a finished one's storage steps through the same events.
  @Test func aSimulationOnReusedStorageRunsAsANewOne() throws {
    func run(_ simulation: inout Simulation<Int>) throws -> [String] {
      for delay in [0, 7, 7, 4_095, 4_096, 90_000] as [Int64] {
        simulation.schedule(Int(delay), after: .milliseconds(delay))
      }
      var log: [String] = []
      while let event = try simulation.step() {
        log.append("\(event.payload) at \(simulation.now.millisecondsSinceOrigin)")
      }
      return log
    }
    var finished = Simulation<Int>(start: instant(10), eventBudget: 100)
    finished.schedule(1, after: .seconds(1))
    finished.schedule(2, after: .seconds(3_600))
    _ = try finished.step()
    var reused = Simulation<Int>(
      start: instant(0), eventBudget: 6, reusing: finished.relinquishStorage())
    var fresh = Simulation<Int>(start: instant(0), eventBudget: 6)
    let log = try run(&fresh)
    #expect(log.count == 6)
    #expect(try run(&reused) == log)
    #expect(reused.processedEvents == 6)
  }
}

/// The run loop of a discrete-event simulation: a clock, an event queue and an event budget.
///
/// The loop is synchronous and single-threaded. It does not call handlers itself; it hands
/// each due event to its caller, which handles it and may schedule more:
///
/// ```swift
/// var simulation = Simulation<Tick>(eventBudget: 10_000)
/// simulation.schedule(.tick, after: .seconds(1))
/// while let event = try simulation.step(through: deadline) {
///   handle(event, in: &simulation)
/// }
/// ```
///
/// Time only moves forward: `now` is the instant of the last event taken, or the limit of the
/// last `step(through:)` that found nothing more to do. Events are totally ordered by due
/// instant and then by the order they were scheduled in (see ``EventQueue``).
public struct Simulation<Payload> {
  /// The current instant.
  @inlinable public var now: SimulationInstant { currentInstant }
  @usableFromInline var currentInstant: SimulationInstant
  /// The pending events.
  @usableFromInline var queue: EventQueue<Payload>
  /// The most events this run may process; one more stops it with an error.
  public let eventBudget: Int
  /// How many events have been processed so far.
  @inlinable public var processedEvents: Int { processedCount }
  @usableFromInline var processedCount = 0

  /// Creates a run loop whose clock reads `start`.
  ///
  /// - Parameters:
  ///   - start: the initial instant.
  ///   - eventBudget: the most events the run may process before ``step(through:)`` throws.
  ///   - storage: the queue storage of a loop that is done with it (``relinquishStorage()``),
  ///     to reuse instead of building new.
  public init(
    start: SimulationInstant = .origin, eventBudget: Int = 1_000_000,
    reusing storage: EventQueue<Payload>.Storage? = nil
  ) {
    precondition(eventBudget >= 0, "an event budget cannot be negative")
    self.currentInstant = start
    self.queue = EventQueue(origin: start, reusing: storage)
    self.eventBudget = eventBudget
  }

  /// Empties the queue and hands over its storage for a new loop to reuse; this loop must not
  /// be used again.
  public mutating func relinquishStorage() -> EventQueue<Payload>.Storage {
    queue.relinquishStorage()
  }

  /// Reserves queue storage for `capacity` pending events.
  public mutating func reserveCapacity(_ capacity: Int) {
    queue.reserveCapacity(capacity)
  }

  /// Schedules `payload` at `instant`, which must not be in the past.
  ///
  /// - Returns: a handle that can cancel the event.
  /// - Complexity: O(log n) in the number of pending events.
  @inlinable
  @discardableResult
  public mutating func schedule(_ payload: Payload, at instant: SimulationInstant) -> EventHandle {
    precondition(instant >= now, "cannot schedule an event at \(instant), before now (\(now))")
    return queue.push(payload, at: instant)
  }

  /// Schedules `payload` `delay` from now; the delay must not be negative.
  ///
  /// - Complexity: O(log n) in the number of pending events.
  @inlinable
  @discardableResult
  public mutating func schedule(_ payload: Payload, after delay: SimulationDuration) -> EventHandle
  {
    schedule(payload, at: now + delay)
  }

  /// Cancels a pending event; does nothing when it already ran or was cancelled.
  ///
  /// - Complexity: O(1) on average (see ``EventQueue/cancel(_:)``).
  public mutating func cancel(_ handle: EventHandle) {
    queue.cancel(handle)
  }

  /// Takes the next event due at or before `limit`, advancing the clock to its instant.
  ///
  /// When no event is due by `limit`, the clock advances to `limit` and the result is `nil`.
  /// Events scheduled for `limit` while earlier ones are handled are taken too, so a caller
  /// that loops until `nil` has processed the whole world up to and including `limit`.
  ///
  /// - Throws: ``SimulationError/eventBudgetExhausted(budget:at:)`` when an event is due but
  ///   the budget is spent.
  /// - Complexity: amortised O(log n) in the number of pending events.
  @inlinable
  public mutating func step(through limit: SimulationInstant) throws(SimulationError)
    -> ScheduledEvent<Payload>?
  {
    precondition(limit >= now, "cannot run to \(limit), before now (\(now))")
    if processedCount == eventBudget, let next = queue.nextInstant(), next <= limit {
      throw .eventBudgetExhausted(budget: eventBudget, at: next)
    }
    guard let event = queue.pop(through: limit.millisecondsSinceOrigin) else {
      currentInstant = limit
      return nil
    }
    processedCount &+= 1
    currentInstant = event.instant
    return event
  }

  /// Takes the next event whenever it is due, advancing the clock to its instant.
  ///
  /// - Returns: the event, or `nil` when the queue is empty.
  /// - Throws: ``SimulationError/eventBudgetExhausted(budget:at:)`` when the budget is spent.
  @inlinable
  public mutating func step() throws(SimulationError) -> ScheduledEvent<Payload>? {
    if processedCount == eventBudget, let next = queue.nextInstant() {
      throw .eventBudgetExhausted(budget: eventBudget, at: next)
    }
    guard let event = queue.pop() else { return nil }
    processedCount &+= 1
    currentInstant = event.instant
    return event
  }

  /// Handles every event due at or before `limit` with `handle`, then sets the clock to `limit`.
  ///
  /// - Parameters:
  ///   - limit: the instant to run to, inclusive.
  ///   - handle: called once per event, in order, with the loop so it can schedule more.
  /// - Throws: ``SimulationError/eventBudgetExhausted(budget:at:)`` when the budget is spent.
  @inlinable
  public mutating func run(
    until limit: SimulationInstant,
    handle: (inout Simulation, ScheduledEvent<Payload>) -> Void
  ) throws(SimulationError) {
    while let event = try step(through: limit) {
      handle(&self, event)
    }
  }
}

extension Simulation: Sendable where Payload: Sendable {}

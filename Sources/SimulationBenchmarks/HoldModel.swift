import SimulationEngine

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The classic hold-model benchmark, driven through the engine's own queue and run loop.
///
/// `pending` processes each wait an exponentially distributed delay with a mean of one
/// simulated second and then schedule their next wait, until `events` events have fired in
/// total, so the pending-event set stays at `pending` throughout. This is the workload of the
/// SimPy peer baseline (`simpy_hold.py`), with the simulator's integer-millisecond clock.
///
/// The benchmark reads the wall clock and uses the platform's `log` for exponential delays; it
/// is a measurement tool and no simulated path depends on it.
public struct HoldModel: Sendable {
  /// The number of events pending at any time.
  public var pending: Int
  /// The number of events to fire in total.
  public var events: Int
  /// The seed of the delays.
  public var seed: UInt64

  /// The most pending events a run accepts; their queue takes about 240 MB.
  ///
  /// Every pending event is held in memory at once, ``bytesPerPendingEvent`` bytes each, so the
  /// bound keeps a run within the memory of an ordinary machine.
  public static let maximumPending = 10_000_000

  /// The queue storage one pending event takes, in bytes.
  public static var bytesPerPendingEvent: Int { EventQueue<UInt32>.bytesPerEvent }

  /// Creates a workload description.
  ///
  /// - Precondition: `pending` is from 1 through ``maximumPending`` and `events` is not negative.
  public init(pending: Int, events: Int, seed: UInt64) {
    precondition(
      (1...Self.maximumPending).contains(pending) && events >= 0,
      "the hold model needs 1...maximumPending pending events and events >= 0")
    self.pending = pending
    self.events = events
    self.seed = seed
  }

  /// What one run measured.
  public struct Result: Sendable, Equatable {
    /// Events fired.
    public var events: Int
    /// Wall-clock seconds spent firing them (setup excluded, as in the peer).
    public var seconds: Double
    /// The simulated instant when the last event fired.
    public var finalInstant: SimulationInstant

    /// Events fired per wall-clock second.
    public var eventsPerSecond: Double { seconds > 0 ? Double(events) / seconds : 0 }
  }

  /// Runs the workload once.
  public func run() -> Result {
    var generator = Xoshiro256StarStar(seed: seed)
    var simulation = Simulation<UInt32>(eventBudget: events)
    simulation.reserveCapacity(pending)
    for process in 0..<pending {
      simulation.schedule(UInt32(truncatingIfNeeded: process), after: delay(&generator))
    }
    let clock = ContinuousClock()
    let started = clock.now
    var fired = 0
    while fired < events, let event = try? simulation.step() {
      fired += 1
      simulation.schedule(event.payload, after: delay(&generator))
    }
    let elapsed = started.duration(to: clock.now)
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return Result(events: fired, seconds: seconds, finalInstant: simulation.now)
  }

  /// An exponential delay with a mean of 1000 ms, rounded to the millisecond.
  @inline(__always)
  private func delay(_ generator: inout Xoshiro256StarStar) -> SimulationDuration {
    let uniform = generator.nextUnitInterval()
    return .milliseconds(Int64(-log(1 - uniform) * 1_000 + 0.5))
  }
}

/// Identifies one scheduled event so that it can be cancelled before it runs.
///
/// A handle carries the sequence number the queue gave the event when it was scheduled, and the
/// instant it is due. Sequence numbers are assigned in scheduling order and never reused within a
/// queue, so a handle names exactly one event for the queue's whole life.
public struct EventHandle: Hashable, Sendable, CustomStringConvertible {
  /// The event's sequence number: its rank among all events ever scheduled on its queue.
  public let sequenceNumber: UInt64
  /// When the event is due.
  public let instant: SimulationInstant

  @inlinable
  init(sequenceNumber: UInt64, instant: SimulationInstant) {
    self.sequenceNumber = sequenceNumber
    self.instant = instant
  }

  public var description: String { "event #\(sequenceNumber)" }
}

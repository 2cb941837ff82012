/// An event taken off the queue: what it carries, when it was due and its scheduling rank.
public struct ScheduledEvent<Payload> {
  /// When the event was due.
  public var instant: SimulationInstant
  /// The event's handle, whose sequence number breaks ties between events due at one instant.
  public var handle: EventHandle
  /// What the event carries for the model that handles it.
  public var payload: Payload

  @inlinable
  init(instant: SimulationInstant, handle: EventHandle, payload: Payload) {
    self.instant = instant
    self.handle = handle
    self.payload = payload
  }
}

extension ScheduledEvent: Sendable where Payload: Sendable {}
extension ScheduledEvent: Equatable where Payload: Equatable {}

import SimulationEngine

/// A monitor callback the extension received (delivered, not merely due).
public struct CallbackDelivery: Sendable, Equatable {
  public var callback: MonitorCallback
  public var activity: String
  /// The event, for event callbacks.
  public var event: String?
  /// The profile the activity belongs to, as the simulator attributes it.
  public var profile: String?
  public var instant: SimulationInstant

  public init(
    callback: MonitorCallback, activity: String, event: String?, profile: String?,
    instant: SimulationInstant
  ) {
    self.callback = callback
    self.activity = activity
    self.event = event
    self.profile = profile
    self.instant = instant
  }
}

import ScreenTimeModel
import SimulationEngine

/// `event <name> <duration> [on <list>] [past-activity]`: a further usage event of a schedule.
public struct UsageEvent: Sendable, Equatable {
  /// The event's name (`DeviceActivityEvent.Name`), never `limit`.
  public var name: String
  /// The usage threshold.
  public var threshold: SimulationDuration
  /// The items the usage counts over; `nil` means the profile's whole selection.
  public var items: [ItemReference]?
  /// `past-activity`: `includesPastActivity` (iOS 17.4).
  public var includesPastActivity: Bool

  public init(
    name: String, threshold: SimulationDuration, items: [ItemReference]? = nil,
    includesPastActivity: Bool = false
  ) {
    self.name = name
    self.threshold = threshold
    self.items = items
    self.includesPastActivity = includesPastActivity
  }
}

import ScreenTimeModel
import SimulationEngine

/// `limit <duration> [on <list>] [past-activity]`.
public struct UsageLimit: Sendable, Equatable {
  /// The usage threshold.
  public var threshold: SimulationDuration
  /// The items the usage counts over; `nil` means the profile's whole selection.
  public var items: [ItemReference]?
  /// `past-activity`: `includesPastActivity` (iOS 17.4).
  public var includesPastActivity: Bool

  public init(
    threshold: SimulationDuration, items: [ItemReference]? = nil,
    includesPastActivity: Bool = false
  ) {
    self.threshold = threshold
    self.items = items
    self.includesPastActivity = includesPastActivity
  }
}

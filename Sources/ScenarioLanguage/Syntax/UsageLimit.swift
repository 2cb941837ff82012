import ScreenTimeModel
import SimulationEngine

/// `limit <duration> [on <list>]`.
public struct UsageLimit: Sendable, Equatable {
  /// The usage threshold.
  public var threshold: SimulationDuration
  /// The items the usage counts over; `nil` means the profile's whole selection.
  public var items: [ItemReference]?

  public init(threshold: SimulationDuration, items: [ItemReference]? = nil) {
    self.threshold = threshold
    self.items = items
  }
}

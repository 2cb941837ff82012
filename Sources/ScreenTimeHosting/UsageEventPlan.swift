import Foundation
import ScreenTimeAPI

/// A usage event of a monitoring plan besides its limit: `event <name> <duration> ...`.
public struct UsageEventPlan: Sendable, Equatable {
  /// The event's name, never `limit`.
  public var name: String
  /// The usage threshold.
  public var threshold: DateComponents
  /// The items it counts; `nil` means the profile's whole selection.
  public var items: FamilyActivitySelection?
  /// Whether usage before registration counts (`includesPastActivity`, iOS 17.4).
  public var includesPastActivity: Bool

  /// An event named `name`, reached after `threshold` of use of `items` (the whole selection when
  /// `nil`).
  public init(
    name: String, threshold: DateComponents, items: FamilyActivitySelection? = nil,
    includesPastActivity: Bool = false
  ) {
    self.name = name
    self.threshold = threshold
    self.items = items
    self.includesPastActivity = includesPastActivity
  }
}

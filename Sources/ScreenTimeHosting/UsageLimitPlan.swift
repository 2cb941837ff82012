import Foundation
import ScreenTimeAPI

/// A usage limit of a monitoring plan.
public struct UsageLimitPlan: Sendable, Equatable {
  /// The usage threshold.
  public var threshold: DateComponents
  /// The items it counts; `nil` means the profile's whole selection.
  public var items: FamilyActivitySelection?
  /// Whether usage before registration counts (`includesPastActivity`, iOS 17.4).
  public var includesPastActivity: Bool

  /// A limit reached after `threshold` of use of `items` (the whole selection when `nil`).
  public init(
    threshold: DateComponents, items: FamilyActivitySelection? = nil,
    includesPastActivity: Bool = false
  ) {
    self.threshold = threshold
    self.items = items
    self.includesPastActivity = includesPastActivity
  }
}

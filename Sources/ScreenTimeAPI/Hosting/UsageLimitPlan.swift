import Foundation

/// A usage limit of a monitoring plan.
public struct UsageLimitPlan: Sendable, Equatable {
  /// The usage threshold.
  public var threshold: DateComponents
  /// The items it counts; `nil` means the profile's whole selection.
  public var items: FamilyActivitySelection?

  public init(threshold: DateComponents, items: FamilyActivitySelection? = nil) {
    self.threshold = threshold
    self.items = items
  }
}

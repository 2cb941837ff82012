/// How a callback that fell due reached its extension, or that it did not.
public enum CallbackDelivery: Sendable, Codable, Equatable, Hashable, CaseIterable {
  /// Delivered when it fell due, or within the configured latency.
  case onTime
  /// Delivered later than it fell due, while the device was in use.
  case late
  /// Held while the device was locked and delivered at the next unlock.
  case heldWhileLocked
  /// Delivered again after it had already been delivered.
  case duplicated
  /// Never delivered.
  case dropped

  /// The name shown in the legend for the callback's mark.
  public var title: String {
    switch self {
    case .onTime: "Callback on time"
    case .late: "Callback late"
    case .heldWhileLocked: "Callback held while locked"
    case .duplicated: "Callback duplicated"
    case .dropped: "Callback dropped"
    }
  }

  /// The name shown in the legend for the arc from due to delivered.
  public var linkTitle: String {
    switch self {
    case .onTime: "Due → delivered"
    case .late: "Due → delivered late"
    case .heldWhileLocked: "Due → held until unlock"
    case .duplicated: "Due → delivered again"
    case .dropped: "Due → dropped"
    }
  }

  var styleName: String {
    switch self {
    case .onTime: "on-time"
    case .late: "late"
    case .heldWhileLocked: "held"
    case .duplicated: "duplicated"
    case .dropped: "dropped"
    }
  }
}

/// A day of the week, in ISO order from Monday.
///
/// Models the `weekday` component of the `DateComponents` a `DeviceActivitySchedule` is built
/// from; ``gregorianNumber`` is the value Foundation's Gregorian calendar uses (Sunday is 1).
public enum Weekday: String, CaseIterable, Hashable, Sendable, Comparable {
  case monday = "mon"
  case tuesday = "tue"
  case wednesday = "wed"
  case thursday = "thu"
  case friday = "fri"
  case saturday = "sat"
  case sunday = "sun"

  /// The weekday as Foundation's Gregorian calendar numbers it: Sunday 1 through Saturday 7.
  public var gregorianNumber: Int {
    switch self {
    case .sunday: 1
    case .monday: 2
    case .tuesday: 3
    case .wednesday: 4
    case .thursday: 5
    case .friday: 6
    case .saturday: 7
    }
  }

  /// The weekday with Foundation's Gregorian number, Sunday 1 through Saturday 7.
  public init?(gregorianNumber: Int) {
    guard let day = Self.allCases.first(where: { $0.gregorianNumber == gregorianNumber }) else {
      return nil
    }
    self = day
  }

  public static func < (lhs: Weekday, rhs: Weekday) -> Bool {
    let order = Weekday.allCases
    return order.firstIndex(of: lhs) ?? 0 < order.firstIndex(of: rhs) ?? 0
  }
}

/// A point in simulated time: an integer count of milliseconds since the simulation's origin.
///
/// The engine gives the origin no meaning; a model decides what it stands for (the Screen Time
/// model, for example, counts from the Unix epoch in UTC so that it can apply calendars).
/// Instants are exact integers, so two runs that compute the same instant agree bit for bit.
public struct SimulationInstant: Hashable, Comparable, Sendable {
  /// Milliseconds since the origin.
  public var millisecondsSinceOrigin: Int64

  /// Creates the instant `milliseconds` after the origin.
  @inlinable
  public init(millisecondsSinceOrigin milliseconds: Int64) {
    self.millisecondsSinceOrigin = milliseconds
  }

  /// The origin itself.
  public static let origin = SimulationInstant(millisecondsSinceOrigin: 0)

  @inlinable
  public static func < (lhs: SimulationInstant, rhs: SimulationInstant) -> Bool {
    lhs.millisecondsSinceOrigin < rhs.millisecondsSinceOrigin
  }

  /// The instant `duration` later (earlier for a negative duration).
  @inlinable
  public static func + (lhs: SimulationInstant, rhs: SimulationDuration) -> SimulationInstant {
    SimulationInstant(millisecondsSinceOrigin: lhs.millisecondsSinceOrigin + rhs.milliseconds)
  }

  /// The instant `duration` earlier.
  @inlinable
  public static func - (lhs: SimulationInstant, rhs: SimulationDuration) -> SimulationInstant {
    SimulationInstant(millisecondsSinceOrigin: lhs.millisecondsSinceOrigin - rhs.milliseconds)
  }

  /// The span from `rhs` to `lhs`.
  @inlinable
  public static func - (lhs: SimulationInstant, rhs: SimulationInstant) -> SimulationDuration {
    SimulationDuration(milliseconds: lhs.millisecondsSinceOrigin - rhs.millisecondsSinceOrigin)
  }
}

extension SimulationInstant: CustomStringConvertible {
  /// The instant as days and a time of day after the origin, for example `+2d 03:04:05.006`.
  public var description: String {
    let sign = millisecondsSinceOrigin < 0 ? "-" : "+"
    var remaining = millisecondsSinceOrigin.magnitude
    let days = remaining / 86_400_000
    remaining %= 86_400_000
    let hours = remaining / 3_600_000
    remaining %= 3_600_000
    let minutes = remaining / 60_000
    remaining %= 60_000
    let seconds = remaining / 1_000
    let milliseconds = remaining % 1_000
    return
      "\(sign)\(days)d \(pad(hours, 2)):\(pad(minutes, 2)):\(pad(seconds, 2)).\(pad(milliseconds, 3))"
  }
}

/// `value` in decimal, left-padded with zeros to `width` digits.
func pad(_ value: UInt64, _ width: Int) -> String {
  let digits = String(value)
  return digits.count >= width
    ? digits : String(repeating: "0", count: width - digits.count) + digits
}

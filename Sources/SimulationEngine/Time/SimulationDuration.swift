/// A span of simulated time, an integer count of milliseconds.
///
/// Durations are exact: there is no floating-point rounding anywhere in simulated time.
/// Their description uses the scenario language's notation, largest unit first
/// (`1h30m`, `90s`, `250ms`, `0s`), so a duration prints the way a user would write it.
public struct SimulationDuration: Hashable, Comparable, Sendable {
  /// The length of the span in milliseconds; negative for a span that runs backwards.
  public var milliseconds: Int64

  /// Creates a duration of the given number of milliseconds.
  @inlinable
  public init(milliseconds: Int64) {
    self.milliseconds = milliseconds
  }

  /// The empty span.
  public static let zero = SimulationDuration(milliseconds: 0)

  /// A duration of `count` milliseconds.
  @inlinable
  public static func milliseconds(_ count: Int64) -> SimulationDuration {
    SimulationDuration(milliseconds: count)
  }

  /// A duration of `count` seconds.
  @inlinable
  public static func seconds(_ count: Int64) -> SimulationDuration {
    SimulationDuration(milliseconds: count * 1_000)
  }

  /// A duration of `count` minutes.
  @inlinable
  public static func minutes(_ count: Int64) -> SimulationDuration {
    SimulationDuration(milliseconds: count * 60_000)
  }

  /// A duration of `count` hours.
  @inlinable
  public static func hours(_ count: Int64) -> SimulationDuration {
    SimulationDuration(milliseconds: count * 3_600_000)
  }

  /// A duration of `count` days of 24 hours each.
  @inlinable
  public static func days(_ count: Int64) -> SimulationDuration {
    SimulationDuration(milliseconds: count * 86_400_000)
  }

  @inlinable
  public static func < (lhs: SimulationDuration, rhs: SimulationDuration) -> Bool {
    lhs.milliseconds < rhs.milliseconds
  }

  @inlinable
  public static func + (lhs: SimulationDuration, rhs: SimulationDuration) -> SimulationDuration {
    SimulationDuration(milliseconds: lhs.milliseconds + rhs.milliseconds)
  }

  @inlinable
  public static func - (lhs: SimulationDuration, rhs: SimulationDuration) -> SimulationDuration {
    SimulationDuration(milliseconds: lhs.milliseconds - rhs.milliseconds)
  }

  @inlinable
  public static func * (lhs: SimulationDuration, rhs: Int64) -> SimulationDuration {
    SimulationDuration(milliseconds: lhs.milliseconds * rhs)
  }
}

extension SimulationDuration: CustomStringConvertible {
  /// The duration in the scenario language's notation, for example `1h30m` or `250ms`.
  public var description: String {
    if milliseconds == 0 { return "0s" }
    var remaining = milliseconds.magnitude
    var text = milliseconds < 0 ? "-" : ""
    let units: [(String, UInt64)] = [
      ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1),
    ]
    for (symbol, size) in units where remaining >= size {
      text += "\(remaining / size)\(symbol)"
      remaining %= size
    }
    return text
  }
}

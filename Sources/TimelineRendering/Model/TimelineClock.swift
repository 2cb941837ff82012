/// The zones in force during a run and the start of its day 1, for reading instants as local time.
///
/// Labels read `day D HH:MM` in the zone in force at the instant, as the simulator's text trace
/// prints them: day 1 is the local calendar day on which the run starts, and a change of zone
/// moves the wall clock, not the instant.
public struct TimelineClock: Sendable, Codable, Equatable {
  /// The zone segments in ascending order of their first instant; the first one also applies
  /// before its start.
  public let segments: [ZoneSegment]
  /// The wall-clock reading of day 1 at 00:00, as milliseconds since the origin read as if the
  /// wall clock were UTC (for a run starting on 1970-01-02 in any zone, `86_400_000`).
  public let dayOneLocalMidnight: Int64

  /// A clock with the zone segments `segments`.
  ///
  /// - Precondition: `segments` is not empty and in ascending order of `from`.
  public init(segments: [ZoneSegment], dayOneLocalMidnight: Int64) {
    precondition(!segments.isEmpty, "a clock needs at least one zone segment")
    precondition(
      zip(segments, segments.dropFirst()).allSatisfy { $0.from <= $1.from },
      "zone segments are out of order")
    self.segments = segments
    self.dayOneLocalMidnight = dayOneLocalMidnight
  }

  /// A clock with one zone at one offset for the whole run.
  public init(zoneName: String, utcOffsetSeconds: Int, dayOneLocalMidnight: Int64) {
    self.init(
      segments: [ZoneSegment(from: .min, utcOffsetSeconds: utcOffsetSeconds, zoneName: zoneName)],
      dayOneLocalMidnight: dayOneLocalMidnight)
  }

  /// The zone segment in force at `instant`.
  ///
  /// - Complexity: O(log n) for n segments.
  public func segment(at instant: Int64) -> ZoneSegment {
    var low = 0
    var high = segments.count
    // The last segment starting at or before `instant`; the first when none does.
    while high - low > 1 {
      let middle = (low + high) / 2
      if segments[middle].from <= instant { low = middle } else { high = middle }
    }
    return segments[low]
  }

  /// Milliseconds since day 1 at 00:00 on the wall clock in force at `instant`.
  public func localMilliseconds(at instant: Int64) -> Int64 {
    instant + Int64(segment(at: instant).utcOffsetSeconds) * 1_000 - dayOneLocalMidnight
  }

  /// `instant` as `day D HH:MM:SS.mmm` in the zone in force, as the text trace prints it.
  public func label(at instant: Int64) -> String {
    Self.label(localMilliseconds: localMilliseconds(at: instant), precision: .milliseconds)
  }

  /// How much of the wall-clock reading a label shows.
  enum Precision: Sendable {
    case minutes, seconds, milliseconds
  }

  /// The label of a wall-clock reading given as milliseconds since day 1 at 00:00.
  static func label(localMilliseconds local: Int64, precision: Precision) -> String {
    let day = local.flooredDivision(by: 86_400_000)
    let time = local - day * 86_400_000
    let hours = time / 3_600_000
    let minutes = time / 60_000 % 60
    var text = "day \(day + 1) \(twoDigits(hours)):\(twoDigits(minutes))"
    if precision != .minutes { text += ":\(twoDigits(time / 1_000 % 60))" }
    if precision == .milliseconds {
      let milliseconds = String(time % 1_000)
      text += "." + String(repeating: "0", count: 3 - milliseconds.count) + milliseconds
    }
    return text
  }

  private static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : String(value)
  }
}

extension Int64 {
  /// The quotient rounded towards negative infinity.
  func flooredDivision(by divisor: Int64) -> Int64 {
    let quotient = self / divisor
    return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
  }
}

/// A stretch of the run during which one time zone, at one offset from UTC, was in force.
///
/// A zone that changes its offset during the run (daylight saving time) contributes one segment
/// per offset.
public struct ZoneSegment: Sendable, Codable, Equatable {
  /// The first instant of the segment, in milliseconds since the origin.
  public var from: Int64
  /// The zone's offset from UTC, in seconds (`3600` for UTC+1).
  public var utcOffsetSeconds: Int
  /// The zone's IANA identifier, for example `Europe/Berlin`.
  public var zoneName: String

  /// The segment starting at `from`.
  public init(from: Int64, utcOffsetSeconds: Int, zoneName: String) {
    self.from = from
    self.utcOffsetSeconds = utcOffsetSeconds
    self.zoneName = zoneName
  }
}

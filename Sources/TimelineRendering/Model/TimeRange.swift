/// A closed range of instants, in milliseconds since the simulation's origin.
public struct TimeRange: Sendable, Codable, Equatable {
  /// The first instant.
  public var start: Int64
  /// The last instant; never before `start`.
  public var end: Int64

  /// The range from `start` through `end`.
  ///
  /// - Precondition: `start <= end`.
  public init(start: Int64, end: Int64) {
    precondition(start <= end, "a time range ends before it starts")
    self.start = start
    self.end = end
  }

  /// The length of the range in milliseconds.
  public var duration: Int64 { end - start }
}

/// One thing that happened in a run: when, in which process, and what.
public struct TraceRecord: Hashable, Sendable {
  /// When it happened.
  public var instant: SimulationInstant
  /// The simulated process or actor it happened in, for example `monitor` or `user`.
  public var process: String
  /// What happened, as one line of text with no line breaks.
  public var message: String

  /// Creates a record; line breaks in `message` are replaced by spaces to keep one line each.
  public init(instant: SimulationInstant, process: String, message: String) {
    self.instant = instant
    self.process = process
    self.message =
      message.contains(where: \.isNewline)
      ? String(message.map { $0.isNewline ? " " : $0 }) : message
  }
}

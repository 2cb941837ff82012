import ScreenTimeModel

/// A process of the app that died in a worker while a scenario ran: the line of the step in
/// progress, the process and why, as a report lists it.
///
/// The scenario went on as a device would, with that run of the app's code ended as it began;
/// its result has the `no-crash` failure and its trace the `crashed:` line.
public struct AppProcessDeath: Sendable, Equatable, CustomStringConvertible {
  /// The line of the step in progress when the process died.
  public var line: Int
  /// The process.
  public var process: ProcessKind
  /// Why it died, as the trace says after `crashed:`.
  public var reason: String

  public init(line: Int, process: ProcessKind, reason: String) {
    self.line = line
    self.process = process
    self.reason = reason
  }

  /// `line 8: the monitor process crashed: SIGILL: a trap in its code (...)`.
  public var description: String {
    "line \(line): the \(process.rawValue) process crashed: \(reason)"
  }
}

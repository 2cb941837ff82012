import Foundation
import ScreenTimeAPI

/// A logger of app code: `os.Logger`, writing to the simulated device's log.
///
/// Inside a simulated process each message is a diagnostic record of the run
/// (``AppDiagnostics``) with the code `log` and the fields `level`, `subsystem`, `category`
/// and `message`, the message as the device's log shows it (private values as `<private>`), so
/// `expect diagnostic log`, `expect logs redacted` and `token-redaction` read what a device's
/// log would hold. Outside a simulated process the message, every value shown, goes to
/// standard error, never to standard output.
public struct SimulatedLogger: Sendable {
  /// The log the messages go to.
  public let log: SimulatedLog

  /// The logger of the default log.
  public init() {
    log = .default
  }

  /// A logger of `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    log = SimulatedLog(subsystem: subsystem, category: category)
  }

  /// A logger of `log`.
  public init(_ log: SimulatedLog) {
    self.log = log
  }

  /// Logs `message` at the default level.
  public func log(_ message: SimulatedLogMessage) {
    Self.write(message, level: .default, to: log)
  }

  /// Logs `message` at `level`.
  public func log(level: SimulatedLogType, _ message: SimulatedLogMessage) {
    Self.write(message, level: level, to: log)
  }

  /// Logs `message` at the debug level.
  public func trace(_ message: SimulatedLogMessage) {
    Self.write(message, level: .debug, to: log)
  }

  public func debug(_ message: SimulatedLogMessage) {
    Self.write(message, level: .debug, to: log)
  }

  public func info(_ message: SimulatedLogMessage) {
    Self.write(message, level: .info, to: log)
  }

  /// Logs `message` at the default level.
  public func notice(_ message: SimulatedLogMessage) {
    Self.write(message, level: .default, to: log)
  }

  /// Logs `message` at the error level.
  public func warning(_ message: SimulatedLogMessage) {
    Self.write(message, level: .error, to: log)
  }

  public func error(_ message: SimulatedLogMessage) {
    Self.write(message, level: .error, to: log)
  }

  /// Logs `message` at the fault level.
  public func critical(_ message: SimulatedLogMessage) {
    Self.write(message, level: .fault, to: log)
  }

  public func fault(_ message: SimulatedLogMessage) {
    Self.write(message, level: .fault, to: log)
  }

  /// Writes one message of `log` at `level`: a diagnostic record of the run inside a
  /// simulated process, a line of standard error anywhere else.
  static func write(_ message: SimulatedLogMessage, level: SimulatedLogType, to log: SimulatedLog) {
    guard !log.isDisabled else { return }
    guard SimulatedEnvironment.isActive else {
      var line = "[\(level.name)]"
      if let subsystem = log.subsystem, let category = log.category {
        line += " [\(subsystem):\(category)]"
      }
      FileHandle.standardError.write(Data((line + " " + message.revealedText + "\n").utf8))
      return
    }
    let text = ConsoleText.quoted(message.redactedText)
    let fields: KeyValuePairs<String, String> =
      if let subsystem = log.subsystem, let category = log.category {
        ["level": level.name, "subsystem": subsystem, "category": category, "message": text]
      } else {
        ["level": level.name, "message": text]
      }
    AppDiagnostics.record("log", fields)
  }
}

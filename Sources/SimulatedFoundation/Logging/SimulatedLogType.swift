/// The level of a log message: `OSLogType`, with its raw values.
public struct SimulatedLogType: RawRepresentable, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public init(_ rawValue: UInt8) {
    self.rawValue = rawValue
  }

  public static let `default` = SimulatedLogType(rawValue: 0)
  public static let info = SimulatedLogType(rawValue: 1)
  public static let debug = SimulatedLogType(rawValue: 2)
  public static let error = SimulatedLogType(rawValue: 16)
  public static let fault = SimulatedLogType(rawValue: 17)

  /// The level's name in a log record: `default`, `info`, `debug`, `error` or `fault`.
  public var name: String {
    switch rawValue {
    case 0: "default"
    case 1: "info"
    case 2: "debug"
    case 16: "error"
    case 17: "fault"
    default: "type-\(rawValue)"
    }
  }
}

/// A log handle: `OSLog`, with the subsystem and category its messages carry.
public final class SimulatedLog: Sendable {
  /// The subsystem, for example `com.example.focus`; `nil` for the default log.
  public let subsystem: String?
  /// The category, for example `monitor`; `nil` for the default log.
  public let category: String?
  /// Whether messages sent to it are dropped (``disabled``).
  let isDisabled: Bool

  /// A log of `subsystem` and `category`.
  public init(subsystem: String, category: String) {
    self.subsystem = subsystem
    self.category = category
    isDisabled = false
  }

  private init(isDisabled: Bool) {
    subsystem = nil
    category = nil
    self.isDisabled = isDisabled
  }

  /// The log with no subsystem or category.
  public static let `default` = SimulatedLog(isDisabled: false)
  /// A log that drops every message.
  public static let disabled = SimulatedLog(isDisabled: true)
}

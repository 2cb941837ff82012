/// The intervals a lane can show.
public enum SpanKind: Sendable, Codable, Equatable, Hashable, CaseIterable {
  /// An interval of a monitored schedule, from its start to its end.
  case scheduledInterval
  /// The item was shielded because its own token was in a store.
  case shieldedIndividually
  /// The item was shielded because its category's token was in a store.
  case shieldedByCategory
  /// The user had the app or site open.
  case inUse
  /// A process was running, from its launch to its exit, kill or crash.
  case processRunning
  /// A fault was in force, such as a backend outage.
  case faultWindow

  /// The name shown in the legend.
  public var title: String {
    switch self {
    case .scheduledInterval: "Scheduled interval"
    case .shieldedIndividually: "Shielded (individual token)"
    case .shieldedByCategory: "Shielded (category)"
    case .inUse: "In use"
    case .processRunning: "Process running"
    case .faultWindow: "Fault in force"
    }
  }

  var styleName: String {
    switch self {
    case .scheduledInterval: "interval"
    case .shieldedIndividually: "shield-individual"
    case .shieldedByCategory: "shield-category"
    case .inUse: "in-use"
    case .processRunning: "running"
    case .faultWindow: "fault-window"
    }
  }
}

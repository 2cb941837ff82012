import SimulationEngine

/// Why `startMonitoring` refused: `DeviceActivityCenter.MonitoringError`.
public enum MonitoringFailure: String, Error, Sendable, Equatable, CaseIterable {
  case excessiveActivities
  case intervalTooLong
  case intervalTooShort
  case invalidDateComponents
  case unauthorized
}

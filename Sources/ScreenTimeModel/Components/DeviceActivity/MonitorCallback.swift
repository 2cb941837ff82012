/// One of the six `DeviceActivityMonitor` callbacks the system delivers to the monitor extension.
public enum MonitorCallback: String, CaseIterable, Hashable, Sendable {
  /// `intervalDidStart(for:)`.
  case intervalDidStart
  /// `intervalDidEnd(for:)`.
  case intervalDidEnd
  /// `intervalWillStartWarning(for:)`.
  case intervalWillStartWarning
  /// `intervalWillEndWarning(for:)`.
  case intervalWillEndWarning
  /// `eventDidReachThreshold(_:activity:)`.
  case eventDidReachThreshold
  /// `eventWillReachThresholdWarning(_:activity:)`.
  case eventWillReachThresholdWarning

  /// Whether the callback concerns a usage event rather than the interval.
  public var isEventCallback: Bool {
    self == .eventDidReachThreshold || self == .eventWillReachThresholdWarning
  }
}

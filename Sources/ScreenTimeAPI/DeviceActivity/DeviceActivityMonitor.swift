/// Receives schedule and threshold callbacks: the monitor extension's principal class.
///
/// Mirrors `DeviceActivity.DeviceActivityMonitor`. Subclass it and override the callbacks you
/// need; the base implementations do nothing. Callbacks are synchronous and the process may end
/// as soon as one returns, so work started asynchronously may never finish. The extension's
/// memory is limited (6 MB by default); past it, the process is killed and the callback lost.
open class DeviceActivityMonitor {
  /// A monitor; the system makes a new one for each callback it delivers, in a new extension
  /// process.
  public init() {}

  /// An interval of `activity` started (or monitoring started inside one).
  open func intervalDidStart(for activity: DeviceActivityName) {}

  /// An interval of `activity` ended (or monitoring stopped inside one).
  open func intervalDidEnd(for activity: DeviceActivityName) {}

  /// Usage reached `event`'s threshold.
  open func eventDidReachThreshold(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {}

  /// An interval of `activity` starts in `warningTime`.
  open func intervalWillStartWarning(for activity: DeviceActivityName) {}

  /// An interval of `activity` ends in `warningTime`.
  open func intervalWillEndWarning(for activity: DeviceActivityName) {}

  /// Usage will reach `event`'s threshold in `warningTime`.
  open func eventWillReachThresholdWarning(
    _ event: DeviceActivityEvent.Name, activity: DeviceActivityName
  ) {}
}

import SimulationEngine

/// Something that watches a simulated device: the trace, an invariant checker, a report.
///
/// The device calls every observer with every event, in the order observers were added, while
/// the event happens. An observer may read the device (its state is consistent at that moment)
/// and may add notes to the run (`SimulatedDevice.note`), but must not act on the device: the
/// device runs the same way whether or not anyone watches.
public protocol SystemEventObserver: AnyObject {
  /// Called once for each event, in order.
  func observe(_ event: SystemEvent, on device: SimulatedDevice)
}

/// Renders every event of a device into a text trace, as `stsim trace` prints it.
///
/// Token material never reaches the trace: every line is redacted as the device's
/// ``SimulatedDevice/redacted(_:)`` does, whatever the app under test wrote.
public final class TraceRecorder: SystemEventObserver {
  /// The trace so far.
  public private(set) var trace = Trace()

  public init() {}

  public func observe(_ event: SystemEvent, on device: SimulatedDevice) {
    guard let line = device.traceLine(for: event.kind) else { return }
    trace.append(at: event.instant, process: line.process, device.redacted(line.message))
  }
}

import SimulationEngine

/// Renders every event of a device into a text trace, as `stsim trace` prints it.
///
/// Token material never reaches the trace: every line is redacted as the device's
/// ``SimulatedDevice/redacted(_:)`` does, whatever the app under test wrote.
public final class TraceRecorder: SystemEventObserver {
  /// The trace so far.
  public private(set) var trace: Trace
  /// The last instant written: the lines of one instant share its text until the time zone
  /// changes.
  private var written: (instant: SimulationInstant, text: String)?

  /// Creates a recorder that keeps every line, or (`keepsLines: false`) only the digest.
  public init(keepsLines: Bool = true) {
    trace = Trace(keepsLines: keepsLines)
  }

  public func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    // Lines after a change of zone at the same instant read the instant in the new zone.
    if case .timeZoneChanged = event.kind { written = nil }
    guard let line = device.traceLine(for: event.kind) else { return [] }
    let instant: String
    if let written, written.instant == event.instant {
      instant = written.text
    } else {
      instant = device.formatTraceInstant(event.instant)
      written = (event.instant, instant)
    }
    trace.append(instant: instant, process: line.process, device.redacted(line.message))
    return []
  }
}

import SimulationEngine

/// Renders every event of a device into a text trace, as `stsim trace` prints it.
///
/// Token material never reaches the trace: every line is redacted as the device's
/// ``SimulatedDevice/redacted(_:)`` does, whatever the app under test wrote.
public final class TraceRecorder: SystemEventObserver {
  /// The trace so far.
  public private(set) var trace: Trace
  /// The last instant written, in the zone it was written in: the lines of one instant share it.
  private var written: (instant: SimulationInstant, zone: String, text: String)?

  /// Creates a recorder that keeps every line, or (`keepsLines: false`) only the digest.
  public init(keepsLines: Bool = true) {
    trace = Trace(keepsLines: keepsLines)
  }

  public func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    guard let line = device.traceLine(for: event.kind) else { return [] }
    let zone = device.software.zone(at: event.instant).identifier
    let instant: String
    if let written, written.instant == event.instant, written.zone == zone {
      instant = written.text
    } else {
      instant = device.formatTraceInstant(event.instant)
      written = (event.instant, zone, instant)
    }
    trace.append(instant: instant, process: line.process, device.redacted(line.message))
    return []
  }
}

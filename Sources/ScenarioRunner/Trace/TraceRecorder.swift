import ScreenTimeModel
import SimulationEngine

/// Renders every event of a device into a text trace, as `stsim trace` prints it.
///
/// Token material never reaches the trace: every line is redacted as the device's
/// `DeviceView.redacted(_:)` does, whatever the app under test wrote.
final class TraceRecorder: SystemEventObserver {
  /// The trace so far.
  private(set) var trace: Trace
  /// The last instant written: the lines of one instant share its text until the time zone
  /// changes.
  private var written: (instant: SimulationInstant, text: String)?

  /// Whether the recorder renders lines at all (`RunOptions.recordsTrace`).
  let isRecording: Bool

  /// Creates a recorder that keeps every line, or (`keepsLines: false`) only the digest, or
  /// (`isRecording: false`) nothing.
  init(keepsLines: Bool = true, isRecording: Bool = true) {
    trace = Trace(keepsLines: keepsLines && isRecording)
    self.isRecording = isRecording
  }

  /// The trace's digest, or the empty text when nothing was recorded.
  var digest: String { isRecording ? trace.digest : "" }

  func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
    guard isRecording else { return [] }
    // Lines after a change of zone at the same instant read the instant in the new zone.
    if case .timeZoneChanged = event.kind { written = nil }
    guard let line = TraceRenderer(view: device).line(for: event.kind) else { return [] }
    append(line, at: event.instant, on: device)
    return []
  }

  /// Records what the runner itself did now, in order with the device's events.
  func record(_ event: RunEvent, on device: any DeviceView) {
    guard isRecording else { return }
    append(event.line, at: device.now, on: device)
  }

  private func append(
    _ line: (process: String, message: String), at instant: SimulationInstant,
    on device: any DeviceView
  ) {
    let text: String
    if let written, written.instant == instant {
      text = written.text
    } else {
      text = device.formatTraceInstant(instant)
      written = (instant, text)
    }
    trace.append(instant: text, process: line.process, device.redacted(line.message))
  }
}

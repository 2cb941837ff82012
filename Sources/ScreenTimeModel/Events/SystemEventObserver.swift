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

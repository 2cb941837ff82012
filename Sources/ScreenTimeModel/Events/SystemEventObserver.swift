/// Something that watches a simulated device: the trace, an invariant checker, a report.
///
/// The device calls every observer with every event, in the order observers were added, while
/// the event happens. An observer reads the device through its ``DeviceView`` (its state is
/// consistent at that moment) and cannot act on it: the device runs the same way whether or
/// not anyone watches. What an observer wants written into the record of the run it returns;
/// the device reports those notes as `note` events after every observer has seen the event.
public protocol SystemEventObserver: AnyObject {
  /// Called once for each event, in order; returns the notes to add to the record, usually
  /// none.
  func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote]
}

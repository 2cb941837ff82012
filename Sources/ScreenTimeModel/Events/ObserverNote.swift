/// A line an observer adds to the record of the run about what it observed, such as a broken
/// invariant.
///
/// Observers return their notes instead of writing them into the device: the device reports
/// each as a `note` event once every observer has seen the event that caused it, so no observer
/// is ever called while another is judging.
public struct ObserverNote: Sendable, Equatable {
  /// The process column of the line, for example `check`.
  public var process: String
  /// What the line says.
  public var message: String

  public init(process: String, message: String) {
    self.process = process
    self.message = message
  }
}

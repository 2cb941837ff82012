/// What the simulated system attributes work to: an operation, and whom it acts for.
///
/// The driver of a run (the scenario runner, an explorer, a test) starts an operation for each
/// thing it asks of the device and may name a *subject* for it, for example a name the
/// scenario gives to a part of the app. The system never interprets either: it stores the cause
/// in effect with what it records on the operation's behalf (a registration, a pending network
/// response) and hands it back in every ``SystemEvent``, so that checkers and reports can
/// attribute effects without the system knowing about the driver's steps or any app's
/// conventions.
public struct Cause: Hashable, Sendable {
  /// The operation, numbered by the device in the order operations begin.
  public var operation: Int
  /// Whom the operation acts for, as the driver named it; opaque to the system.
  public var subject: String?

  /// A cause for `operation` on behalf of `subject`.
  public init(operation: Int, subject: String?) {
    self.operation = operation
    self.subject = subject
  }
}

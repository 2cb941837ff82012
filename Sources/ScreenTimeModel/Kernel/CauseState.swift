/// The cause in effect and the numbering of operations.
struct CauseState {
  var current = Cause(operation: 0, subject: nil)
  private var lastOperation = 0

  /// Starts the next operation for `subject` and makes it the cause in effect.
  mutating func begin(subject: String?) -> Cause {
    lastOperation += 1
    current = Cause(operation: lastOperation, subject: subject)
    return current
  }

  /// A new operation for `subject`, not yet in effect.
  mutating func next(subject: String?) -> Cause {
    lastOperation += 1
    return Cause(operation: lastOperation, subject: subject)
  }
}

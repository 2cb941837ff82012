/// One run of app code: a launch, a callback, a step's command.
///
/// Tracks the effects that depend on the run as a whole: writes counted toward a kill fault,
/// memory toward the ceiling, and whether the process died (a killed or crashed run has no
/// further effect).
struct Invocation {
  var process: ProcessKind
  /// The run's number, in the order runs start.
  var serial = 0
  /// Store and App Group writes so far.
  var writes = 0
  /// The write count after which the process is killed, from `os kills monitor`.
  var killAfterWrites: Int?
  /// Bytes the process holds, counted toward the memory ceiling.
  var memory = 0
  /// The App Group keys the process loaded, each held once.
  var loadedKeys: Set<String> = []
  var memoryLimit: Int?
  /// Why the process died, if it did.
  var death: Death?
  /// Whether the run only inspects the app's saved state and may change nothing.
  var isReadOnly = false
  /// The defaults an extension's process (or an inspection) registered; they end with the run.
  var registeredDefaults: [String: [UInt8]] = [:]

  enum Death: Equatable {
    case killed(KillReason)
    case crashed(String)
  }

  var isAlive: Bool { death == nil }
  /// Whether the run may still have effects.
  var mayWrite: Bool { death == nil && !isReadOnly }
}

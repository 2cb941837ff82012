/// What can inject faults into a simulated device: the scenario runner's fault statements, an
/// explorer's swarm, a test.
///
/// Models the test harness's hand on the OS, as FoundationDB's `ISimulator` gives workloads
/// `killProcess` and `clogInterface`: app code never holds this face. ``SimulatedDevice``
/// conforms.
public protocol FaultInjector: AnyObject {
  /// Injects `fault`: an immediate one acts now, a one-shot one is armed, a persistent one is
  /// in force from now until a later fault clears or replaces it.
  ///
  /// - Throws: ``DeviceError/nothingToRepeat(_:subject:)`` for `os repeats` with nothing to
  ///   repeat; the fault is then not added.
  func inject(_ fault: Fault) throws(DeviceError)
}

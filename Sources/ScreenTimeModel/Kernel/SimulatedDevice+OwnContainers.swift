import SimulationEngine

extension SimulatedDevice {
  // MARK: - The running process's own container

  /// The process that app code is running in now (the main app's when no app code runs).
  package var currentProcessKind: ProcessKind { processes.currentProcess }

  /// Whether data protected until the first unlock can be read: not between a restart and the
  /// first unlock after it.
  ///
  /// The App Group container and every process's own container share this protection class
  /// (`completeUntilFirstUserAuthentication`, the default for an app's files and defaults).
  package var isProtectedDataAvailable: Bool { storage.isAppGroupReadable }

  /// The value at `key` in the running process's own container: the main app's private
  /// container, or the extension's own; `nil` before the first unlock after a restart.
  package func ownContainerValue(forKey key: String) -> [UInt8]? {
    guard storage.isAppGroupReadable else { return nil }
    let process = processes.currentProcess
    guard process != .mainApp else { return storage.privateContainer[key] }
    return storage.extensionContainers[process]?[key]
  }

  /// Writes the running process's own container; it survives restarts.
  ///
  /// Nothing is written by a process that died, by an inspection of the app's state, or
  /// before the first unlock after a restart, when the container cannot be opened.
  package func setOwnContainerValue(_ bytes: [UInt8]?, forKey key: String) {
    guard storage.isAppGroupReadable else { return }
    let process = processes.currentProcess
    guard process != .mainApp else {
      setPrivateValue(bytes, forKey: key)
      return
    }
    guard isCurrentProcessAlive else { return }
    storage.extensionContainers[process, default: [:]][key] = bytes
  }

  /// The keys of the running process's own container, sorted; empty before the first unlock.
  ///
  /// - Complexity: O(n log n) in the number of keys.
  package var ownContainerKeys: [String] {
    guard storage.isAppGroupReadable else { return [] }
    let process = processes.currentProcess
    let container =
      process == .mainApp ? storage.privateContainer : storage.extensionContainers[process] ?? [:]
    return container.keys.sorted()
  }

  // MARK: - Registered defaults

  /// The defaults the running process registered, which last as long as the process: the main
  /// app's until it ends, an extension's (or an inspection's) for its run.
  package var registeredDefaults: [String: [UInt8]] {
    guard let index = processes.invocations.indices.last else {
      return processes.mainApp.registeredDefaults
    }
    let invocation = processes.invocations[index]
    guard invocation.process == .mainApp else { return invocation.registeredDefaults }
    return processes.mainApp.registeredDefaults.merging(invocation.registeredDefaults) { $1 }
  }

  /// Registers `values` as the running process's defaults, replacing earlier ones of the same
  /// keys.
  package func registerDefaults(_ values: [String: [UInt8]]) {
    processes.registerDefaults(values)
  }

  /// The app's code printed `line` to its console: a trace line of the running process.
  package func printToConsole(_ line: String) {
    emit(.consolePrinted(currentProcessKind, line: line))
  }
}

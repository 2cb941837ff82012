import Foundation
import ScreenTimeAPI
import ScreenTimeModel

/// Where a suite of the stand-in `UserDefaults` keeps its values on the simulated device.
///
/// A suite whose name starts with `group.` is the App Group container: each key is a value of
/// the container under the same name, read and written through ``AppGroupContainer`` with its
/// rules (unreadable before the first unlock, read-only in the shield configuration extension,
/// memory counted in extensions) and the scenario's faults. `UserDefaults.standard` is the
/// running process's own container, the main app's private one or the extension's own, under the
/// same names; another named suite lives there too, its keys prefixed `suites/<name>/`.
/// Keys that start with `/` are files (``SimulatedFileManager``), never defaults.
enum DefaultsDomain: Equatable, Sendable {
  case appGroup
  /// The process's own container, under keys starting with `prefix`.
  case ownContainer(prefix: String)

  /// The domain of the suite named `suiteName` (`nil` for `standard`).
  init(suiteName: String?) {
    if let suiteName, suiteName.hasPrefix("group.") {
      self = .appGroup
    } else if let suiteName, !suiteName.isEmpty {
      self = .ownContainer(prefix: "suites/\(suiteName)/")
    } else {
      self = .ownContainer(prefix: "")
    }
  }

  /// The container's key of `key`.
  func storageKey(_ key: String) -> String {
    switch self {
    case .appGroup: key
    case .ownContainer(let prefix): prefix + key
    }
  }

  /// The stored bytes at `key`, or `nil` when there are none or the container cannot be read.
  func bytes(forKey key: String) -> [UInt8]? {
    switch self {
    case .appGroup:
      (try? AppGroupContainer.shared.data(forKey: key)).flatMap { $0.map { [UInt8]($0) } }
    case .ownContainer(let prefix):
      HostedDevice.current?.ownContainerValue(forKey: prefix + key)
    }
  }

  /// Stores `bytes` at `key` (removes it for `nil`).
  ///
  /// `UserDefaults` does not report failures: a write the container refuses (before the first
  /// unlock, or from the shield configuration extension) is lost, and the device's trace says
  /// so.
  func setBytes(_ bytes: [UInt8]?, forKey key: String) {
    switch self {
    case .appGroup:
      try? AppGroupContainer.shared.set(bytes.map { Data($0) }, forKey: key)
    case .ownContainer(let prefix):
      HostedDevice.current?.setOwnContainerValue(bytes, forKey: prefix + key)
    }
  }

  /// The suite's keys, sorted; files and other suites' keys are left out.
  ///
  /// - Complexity: O(n log n) in the number of the container's keys.
  var keys: [String] {
    switch self {
    case .appGroup:
      return AppGroupContainer.shared.keys.filter { !$0.hasPrefix("/") }
    case .ownContainer(let prefix):
      let all = HostedDevice.current?.ownContainerKeys ?? []
      guard prefix.isEmpty else {
        return all.filter { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
      }
      return all.filter { !$0.hasPrefix("/") && !$0.hasPrefix("suites/") }
    }
  }
}

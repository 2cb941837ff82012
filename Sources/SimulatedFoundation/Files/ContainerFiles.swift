import Foundation
import ScreenTimeAPI
import ScreenTimeModel

/// The files of the simulated containers: reads, writes and listings by location, with the
/// errors Foundation throws for them on a device.
///
/// Folders are implicit: a folder exists when it is one every container has (`Documents`,
/// `Library`, `Library/Caches`, `tmp`, ...) or holds a file; creating one writes nothing, and a
/// write never fails for a missing folder. Before the first unlock after a restart every file is
/// unreadable (`fileReadNoPermission`) and every write fails (`fileWriteNoPermission`), as for a
/// file of the default protection class; the shield configuration extension may not write the
/// App Group.
struct ContainerFiles {
  let device: any SystemServices

  /// The files of the device running app code on this thread, or `nil` outside a simulated
  /// process.
  static var current: ContainerFiles? { HostedDevice.current.map(ContainerFiles.init) }

  /// The location of `url` for the running process, or `nil` for a host path.
  func location(of url: URL) -> ContainerLocation? {
    ContainerLocation(url: url, process: device.currentProcessKind)
  }

  /// The location of `path` for the running process, or `nil` for a host path.
  func location(ofPath path: String) -> ContainerLocation? {
    ContainerLocation(path: path, process: device.currentProcessKind)
  }

  // MARK: - Files

  /// The bytes of the file at `location`.
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` when there is none (or it is a folder),
  ///   `CocoaError(.fileReadNoPermission)` when the container cannot be read.
  func read(_ location: ContainerLocation, path: String) throws -> [UInt8] {
    let bytes: [UInt8]?
    switch location {
    case .appGroup(let key):
      do {
        bytes = try AppGroupContainer.shared.data(forKey: key).map { [UInt8]($0) }
      } catch {
        throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    case .ownContainer(let key):
      guard device.isProtectedDataAvailable else {
        throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
      bytes = device.ownContainerValue(forKey: key)
    case .outsideSandbox:
      throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    guard let bytes else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    return bytes
  }

  /// Writes `bytes` as the file at `location`, replacing it whole; removes it for `nil`.
  ///
  /// - Throws: `CocoaError(.fileWriteNoPermission)` when the container refuses the write,
  ///   `CocoaError(.fileWriteFileExists)` for `overwrites: false` and an existing file,
  ///   `CocoaError(.fileWriteUnknown)` for a folder.
  func write(
    _ bytes: [UInt8]?, to location: ContainerLocation, path: String, overwrites: Bool = true
  ) throws {
    if bytes != nil {
      if isFolder(location) {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
      if !overwrites, isFile(location) {
        throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: path])
      }
    }
    switch location {
    case .appGroup(let key):
      do {
        try AppGroupContainer.shared.set(bytes.map { Data($0) }, forKey: key)
      } catch {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
    case .ownContainer(let key):
      guard device.isProtectedDataAvailable else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
      device.setOwnContainerValue(bytes, forKey: key)
    case .outsideSandbox:
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
  }

  // MARK: - Listing

  /// The container's keys that are files, sorted; empty while it cannot be read.
  func fileKeys(of location: ContainerLocation) -> [String] {
    switch location {
    case .appGroup: AppGroupContainer.shared.keys.filter { $0.hasPrefix("/") }
    case .ownContainer: device.ownContainerKeys.filter { $0.hasPrefix("/") }
    case .outsideSandbox: []
    }
  }

  /// Whether a file is at `location`.
  func isFile(_ location: ContainerLocation) -> Bool {
    guard let key = location.key else { return false }
    return fileKeys(of: location).contains(key)
  }

  /// Whether a folder is at `location`: one every container has, or one that holds a file.
  func isFolder(_ location: ContainerLocation) -> Bool {
    guard let key = location.key else { return false }
    if location.standardFolders.contains(key) { return true }
    let prefix = key + "/"
    return fileKeys(of: location).contains { $0.hasPrefix(prefix) }
  }

  /// The names in the folder at `location`, sorted: its files and its folders.
  ///
  /// - Throws: `CocoaError(.fileReadNoSuchFile)` when there is no such folder.
  func contentsOfFolder(_ location: ContainerLocation, path: String) throws -> [String] {
    guard let key = location.key, isFolder(location) else {
      if location == .outsideSandbox {
        throw CocoaError(.fileReadNoPermission, userInfo: [NSFilePathErrorKey: path])
      }
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    let prefix = key == "/" ? "/" : key + "/"
    var names = Set<String>()
    for file in fileKeys(of: location) where file.hasPrefix(prefix) {
      let rest = file.dropFirst(prefix.count)
      names.insert(String(rest.prefix { $0 != "/" }))
    }
    for folder in location.standardFolders where folder.hasPrefix(prefix) && folder != key {
      names.insert(String(folder.dropFirst(prefix.count).prefix { $0 != "/" }))
    }
    return names.sorted()
  }

  /// Removes the file or folder at `location`, with everything in the folder, in key order.
  ///
  /// - Throws: `CocoaError(.fileNoSuchFile)` when there is nothing there,
  ///   `CocoaError(.fileWriteNoPermission)` when the container refuses the write.
  func remove(_ location: ContainerLocation, path: String) throws {
    if isFile(location) { return try write(nil, to: location, path: path) }
    guard let key = location.key, isFolder(location) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: path])
    }
    let prefix = key == "/" ? "/" : key + "/"
    for file in fileKeys(of: location) where file.hasPrefix(prefix) {
      try write(nil, to: location.replacingKey(file), path: path)
    }
  }
}

extension ContainerLocation {
  /// The container's key of the location; `nil` outside the sandbox.
  var key: String? {
    switch self {
    case .appGroup(let key), .ownContainer(let key): key
    case .outsideSandbox: nil
    }
  }

  /// The location of the file or folder `name` in the folder at this location.
  func appending(_ name: String) -> ContainerLocation {
    guard let key else { return self }
    return replacingKey(key == "/" ? "/" + name : key + "/" + name)
  }

  /// The location of `key` in the same container.
  func replacingKey(_ key: String) -> ContainerLocation {
    switch self {
    case .appGroup: .appGroup(key: key)
    case .ownContainer: .ownContainer(key: key)
    case .outsideSandbox: .outsideSandbox
    }
  }
}

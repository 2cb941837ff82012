import Foundation
import ScreenTimeModel

/// `FileManager` on the simulated device: the App Group container and the process's own
/// container are folders of the simulated device's containers.
///
/// The `DeviceStandIns` plugin makes `FileManager` in an app's module this subclass, so
/// `FileManager.default` is ``default``. Inside a simulated process,
/// ``containerURL(forSecurityApplicationGroupIdentifier:)`` gives the App Group container's
/// folder for any `group.` identifier, `urls(for:in:)` and `temporaryDirectory` give the
/// process's own `Documents`, `Library`, `Library/Caches`, `Library/Application Support` and
/// `tmp`, and the file operations below act on the device's containers for paths inside them
/// (``ContainerLocation``, ``ContainerFiles``). Every other path, and every call outside a
/// simulated process, is Foundation's.
open class SimulatedFileManager: FileManager, @unchecked Sendable {
  private static let shared = SimulatedFileManager()

  /// The shared file manager, as `FileManager.default` is.
  open override class var `default`: SimulatedFileManager { shared }

  // MARK: - Containers

  #if canImport(Darwin)
    /// The App Group container's folder, or `nil` for an identifier that is not a group's.
    open override func containerURL(
      forSecurityApplicationGroupIdentifier groupIdentifier: String
    ) -> URL? {
      guard HostedDevice.current != nil else {
        return super.containerURL(forSecurityApplicationGroupIdentifier: groupIdentifier)
      }
      return Self.simulatedContainer(groupIdentifier)
    }
  #else
    /// The App Group container's folder, or `nil` for an identifier that is not a group's
    /// (and outside a simulated process, where Linux's Foundation has no containers).
    open func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
      guard HostedDevice.current != nil else { return nil }
      return Self.simulatedContainer(groupIdentifier)
    }
  #endif

  private static func simulatedContainer(_ groupIdentifier: String) -> URL? {
    guard groupIdentifier.hasPrefix("group."), !groupIdentifier.contains("/") else { return nil }
    return URL(
      fileURLWithPath: ContainerLocation.appGroupRoot + groupIdentifier, isDirectory: true)
  }

  open override func urls(
    for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask
  ) -> [URL] {
    guard let device = HostedDevice.current, domainMask.contains(.userDomainMask),
      let folder = Self.ownFolder(directory)
    else { return super.urls(for: directory, in: domainMask) }
    return [
      URL(
        fileURLWithPath: ContainerLocation.ownRoot(of: device.currentProcessKind) + folder,
        isDirectory: true)
    ]
  }

  #if canImport(Darwin)
    open override func url(
      for directory: FileManager.SearchPathDirectory,
      in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL?,
      create shouldCreate: Bool
    ) throws -> URL {
      try Self.url(
        for: directory, in: domain, appropriateFor: url, create: shouldCreate, using: self)
    }
  #endif

  /// `url(for:in:appropriateFor:create:)` of `fileManager`: the process's own folder inside a
  /// simulated process, Foundation's anywhere else.
  ///
  /// On Linux Foundation declares the method in an extension, where a subclass cannot
  /// override it; the plugin's generated file shadows it with a call of this one.
  public static func url(
    for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask,
    appropriateFor url: URL?, create shouldCreate: Bool, using fileManager: FileManager
  ) throws -> URL {
    guard let device = HostedDevice.current, domain.contains(.userDomainMask),
      let folder = ownFolder(directory)
    else {
      #if canImport(Darwin)
        if let manager = fileManager as? SimulatedFileManager {
          return try manager.superURL(
            for: directory, in: domain, appropriateFor: url, create: shouldCreate)
        }
      #endif
      return try fileManager.url(
        for: directory, in: domain, appropriateFor: url, create: shouldCreate)
    }
    return URL(
      fileURLWithPath: ContainerLocation.ownRoot(of: device.currentProcessKind) + folder,
      isDirectory: true)
  }

  #if canImport(Darwin)
    private func superURL(
      for directory: FileManager.SearchPathDirectory,
      in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL?,
      create shouldCreate: Bool
    ) throws -> URL {
      try super.url(for: directory, in: domain, appropriateFor: url, create: shouldCreate)
    }
  #endif

  open override var temporaryDirectory: URL {
    guard HostedDevice.current != nil else { return super.temporaryDirectory }
    return URL(fileURLWithPath: SimulatedFiles.temporaryDirectoryPath, isDirectory: true)
  }

  /// The folder of the process's own container for `directory`, if it has one.
  private static func ownFolder(_ directory: FileManager.SearchPathDirectory) -> String? {
    switch directory {
    case .documentDirectory: "/Documents"
    case .libraryDirectory: "/Library"
    case .cachesDirectory: "/Library/Caches"
    case .applicationSupportDirectory: "/Library/Application Support"
    default: nil
    }
  }

  // MARK: - Existence

  open override func fileExists(atPath path: String) -> Bool {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return super.fileExists(atPath: path)
    }
    return files.isFile(location) || files.isFolder(location)
  }

  #if canImport(Darwin)
    open override func fileExists(
      atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?
    ) -> Bool {
      guard let exists = Self.simulatedFileExists(atPath: path, isDirectory: isDirectory) else {
        return super.fileExists(atPath: path, isDirectory: isDirectory)
      }
      return exists
    }
  #endif

  /// `fileExists(atPath:isDirectory:)` of `fileManager`: in the simulated containers inside a
  /// simulated process, Foundation's anywhere else.
  ///
  /// On Linux Foundation declares the method in an extension, where a subclass cannot
  /// override it; the plugin's generated file shadows it with a call of this one.
  public static func fileExists(
    atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?,
    using fileManager: FileManager
  ) -> Bool {
    simulatedFileExists(atPath: path, isDirectory: isDirectory)
      ?? fileManager.fileExists(atPath: path, isDirectory: isDirectory)
  }

  private static func simulatedFileExists(
    atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?
  ) -> Bool? {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return nil
    }
    if files.isFile(location) {
      isDirectory?.pointee = false
      return true
    }
    guard files.isFolder(location) else { return false }
    isDirectory?.pointee = true
    return true
  }

  // MARK: - Contents

  open override func contents(atPath path: String) -> Data? {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return super.contents(atPath: path)
    }
    return (try? files.read(location, path: path)).map { Data($0) }
  }

  open override func createFile(
    atPath path: String, contents data: Data?, attributes attr: [FileAttributeKey: Any]? = nil
  ) -> Bool {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return super.createFile(atPath: path, contents: data, attributes: attr)
    }
    return (try? files.write([UInt8](data ?? Data()), to: location, path: path)) != nil
  }

  // MARK: - Folders

  open override func contentsOfDirectory(atPath path: String) throws -> [String] {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return try super.contentsOfDirectory(atPath: path)
    }
    return try files.contentsOfFolder(location, path: path)
  }

  #if canImport(Darwin)
    open override func contentsOfDirectory(
      at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
      options mask: FileManager.DirectoryEnumerationOptions = []
    ) throws -> [URL] {
      guard let contents = try Self.simulatedContents(at: url, options: mask) else {
        return try super.contentsOfDirectory(
          at: url, includingPropertiesForKeys: keys, options: mask)
      }
      return contents
    }
  #endif

  /// `contentsOfDirectory(at:includingPropertiesForKeys:options:)` of `fileManager`: in the
  /// simulated containers inside a simulated process, Foundation's anywhere else.
  ///
  /// On Linux Foundation declares the method in an extension, where a subclass cannot
  /// override it; the plugin's generated file shadows it with a call of this one.
  public static func contentsOfDirectory(
    at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
    options mask: FileManager.DirectoryEnumerationOptions, using fileManager: FileManager
  ) throws -> [URL] {
    guard let contents = try simulatedContents(at: url, options: mask) else {
      return try fileManager.contentsOfDirectory(
        at: url, includingPropertiesForKeys: keys, options: mask)
    }
    return contents
  }

  private static func simulatedContents(
    at url: URL, options mask: FileManager.DirectoryEnumerationOptions
  ) throws -> [URL]? {
    guard let files = ContainerFiles.current, let location = files.location(of: url) else {
      return nil
    }
    let names = try files.contentsOfFolder(location, path: url.path)
    return names.filter { !mask.contains(.skipsHiddenFiles) || !$0.hasPrefix(".") }.map { name in
      url.appendingPathComponent(name, isDirectory: files.isFolder(location.appending(name)))
    }
  }

  /// Creates nothing: folders of the simulated containers are implicit.
  ///
  /// Fails as Foundation does when a file is in the way, or without intermediate folders when
  /// the folder exists.
  open override func createDirectory(
    at url: URL, withIntermediateDirectories createIntermediates: Bool,
    attributes: [FileAttributeKey: Any]? = nil
  ) throws {
    guard let files = ContainerFiles.current, let location = files.location(of: url) else {
      return try super.createDirectory(
        at: url, withIntermediateDirectories: createIntermediates, attributes: attributes)
    }
    try Self.checkCreation(of: location, path: url.path, createIntermediates, in: files)
  }

  open override func createDirectory(
    atPath path: String, withIntermediateDirectories createIntermediates: Bool,
    attributes: [FileAttributeKey: Any]? = nil
  ) throws {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return try super.createDirectory(
        atPath: path, withIntermediateDirectories: createIntermediates, attributes: attributes)
    }
    try Self.checkCreation(of: location, path: path, createIntermediates, in: files)
  }

  private static func checkCreation(
    of location: ContainerLocation, path: String, _ createIntermediates: Bool,
    in files: ContainerFiles
  ) throws {
    if location == .outsideSandbox {
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    if files.isFile(location) || (!createIntermediates && files.isFolder(location)) {
      throw CocoaError(.fileWriteFileExists, userInfo: [NSFilePathErrorKey: path])
    }
  }

  // MARK: - Removing, moving and copying

  open override func removeItem(at url: URL) throws {
    guard let files = ContainerFiles.current, let location = files.location(of: url) else {
      return try super.removeItem(at: url)
    }
    try files.remove(location, path: url.path)
  }

  open override func removeItem(atPath path: String) throws {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return try super.removeItem(atPath: path)
    }
    try files.remove(location, path: path)
  }

  open override func moveItem(at sourceURL: URL, to destinationURL: URL) throws {
    try moveItem(atPath: sourceURL.path, toPath: destinationURL.path)
  }

  open override func moveItem(atPath sourcePath: String, toPath destinationPath: String) throws {
    guard let files = ContainerFiles.current,
      files.location(ofPath: sourcePath) != nil || files.location(ofPath: destinationPath) != nil
    else { return try super.moveItem(atPath: sourcePath, toPath: destinationPath) }
    try copyFile(sourcePath, to: destinationPath, in: files)
    try removeItem(atPath: sourcePath)
  }

  open override func copyItem(at sourceURL: URL, to destinationURL: URL) throws {
    try copyItem(atPath: sourceURL.path, toPath: destinationURL.path)
  }

  open override func copyItem(atPath sourcePath: String, toPath destinationPath: String) throws {
    guard let files = ContainerFiles.current,
      files.location(ofPath: sourcePath) != nil || files.location(ofPath: destinationPath) != nil
    else { return try super.copyItem(atPath: sourcePath, toPath: destinationPath) }
    try copyFile(sourcePath, to: destinationPath, in: files)
  }

  /// Copies one file between any two places, simulated or the host's; the destination must
  /// not exist, as Foundation requires.
  private func copyFile(_ sourcePath: String, to destinationPath: String, in files: ContainerFiles)
    throws
  {
    let bytes: [UInt8]
    if let source = files.location(ofPath: sourcePath) {
      bytes = try files.read(source, path: sourcePath)
    } else {
      bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: sourcePath)))
    }
    if let destination = files.location(ofPath: destinationPath) {
      try files.write(bytes, to: destination, path: destinationPath, overwrites: false)
    } else {
      try Data(bytes).write(to: URL(fileURLWithPath: destinationPath), options: .withoutOverwriting)
    }
  }
}

import Foundation
import ScreenTimeModel

/// Reading and writing whole files, as app code does with `Data(contentsOf:)` and
/// `write(to:)`: in the simulated containers inside a simulated process, on the host's disk
/// anywhere else.
///
/// The `DeviceStandIns` plugin routes `Data(contentsOf:options:)`, `Data.write(to:options:)`,
/// `String(contentsOf:encoding:)`, `String(contentsOfFile:encoding:)` and the `write` methods of
/// `String` here. A file URL under the App Group container
/// (`FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)`) or the
/// process's own container (``SimulatedFileManager``) is a value of that container
/// (``ContainerLocation``); any other URL, and every URL outside a simulated process, is
/// Foundation's.
public enum SimulatedFiles {
  /// `Data(contentsOf:options:)`.
  public static func contents(of url: URL, options: Data.ReadingOptions = []) throws -> Data {
    guard let files = ContainerFiles.current, let location = files.location(of: url) else {
      return try Data(contentsOf: url, options: options)
    }
    return Data(try files.read(location, path: url.path))
  }

  /// `data.write(to:options:)`: the file is replaced whole, as an atomic write is.
  public static func write(_ data: Data, to url: URL, options: Data.WritingOptions = []) throws {
    guard let files = ContainerFiles.current, let location = files.location(of: url) else {
      return try data.write(to: url, options: options)
    }
    try files.write(
      [UInt8](data), to: location, path: url.path,
      overwrites: !options.contains(.withoutOverwriting))
  }

  /// `String(contentsOf:encoding:)`.
  public static func string(contentsOf url: URL, encoding: String.Encoding) throws -> String {
    guard let files = ContainerFiles.current, let location = files.location(of: url) else {
      return try String(contentsOf: url, encoding: encoding)
    }
    return try decode(files.read(location, path: url.path), encoding, path: url.path)
  }

  /// `String(contentsOfFile:encoding:)`.
  public static func string(contentsOfFile path: String, encoding: String.Encoding) throws
    -> String
  {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return try String(contentsOfFile: path, encoding: encoding)
    }
    return try decode(files.read(location, path: path), encoding, path: path)
  }

  /// `string.write(to:atomically:encoding:)`.
  public static func write<Text: StringProtocol>(
    _ text: Text, to url: URL, atomically: Bool, encoding: String.Encoding
  ) throws {
    guard let files = ContainerFiles.current, let location = files.location(of: url) else {
      return try text.write(to: url, atomically: atomically, encoding: encoding)
    }
    try files.write(encode(text, encoding, path: url.path), to: location, path: url.path)
  }

  /// `string.write(toFile:atomically:encoding:)`.
  public static func write<Text: StringProtocol>(
    _ text: Text, toFile path: String, atomically: Bool, encoding: String.Encoding
  ) throws {
    guard let files = ContainerFiles.current, let location = files.location(ofPath: path) else {
      return try text.write(toFile: path, atomically: atomically, encoding: encoding)
    }
    try files.write(encode(text, encoding, path: path), to: location, path: path)
  }

  /// `NSTemporaryDirectory()`: the process's own `tmp` folder, with a final slash.
  public static var temporaryDirectoryPath: String {
    guard let device = HostedDevice.current else { return NSTemporaryDirectory() }
    return ContainerLocation.ownRoot(of: device.currentProcessKind) + "/tmp/"
  }

  /// `NSHomeDirectory()`: the root of the process's own container.
  public static var homeDirectoryPath: String {
    guard let device = HostedDevice.current else { return NSHomeDirectory() }
    return ContainerLocation.ownRoot(of: device.currentProcessKind)
  }

  private static func decode(_ bytes: [UInt8], _ encoding: String.Encoding, path: String) throws
    -> String
  {
    guard let text = String(data: Data(bytes), encoding: encoding) else {
      throw CocoaError(.fileReadInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: path])
    }
    return text
  }

  private static func encode<Text: StringProtocol>(
    _ text: Text, _ encoding: String.Encoding, path: String
  ) throws -> [UInt8] {
    guard let data = String(text).data(using: encoding) else {
      throw CocoaError(.fileWriteInapplicableStringEncoding, userInfo: [NSFilePathErrorKey: path])
    }
    return [UInt8](data)
  }
}

import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The executable a worker runs: `stsim` itself, or a team's own `my-stsim`, which has the
/// team's apps in its catalog and serves as a worker when started with
/// ``WorkerServer/argument``.
public struct WorkerProgram: Sendable, Equatable, CustomStringConvertible {
  /// The executable's path.
  public var path: String

  public init(path: String) {
    self.path = path
  }

  public var description: String { path }

  /// This process's own executable, for a program whose `main` is `Stsim.main(apps:)`.
  public static var current: WorkerProgram? {
    HostProcesses.executablePath.map(WorkerProgram.init)
  }

  /// The executable `name` beside the test bundle (or program) that holds this library.
  ///
  /// It is looked for in the bundle's folder and in that folder's parents: `swift build` puts a
  /// package's executables beside its test bundle (`.build/debug/my-stsim` beside
  /// `.build/debug/FocusPackageTests.xctest`). A `name` with a slash is a path, taken as it is.
  /// `nil` when there is no such executable.
  public static func named(_ name: String) -> WorkerProgram? {
    if name.contains("/") {
      return FileManager.default.isExecutableFile(atPath: name) ? WorkerProgram(path: name) : nil
    }
    guard let image = imagePath else { return nil }
    var folder = URL(fileURLWithPath: image).deletingLastPathComponent()
    for _ in 0..<5 {
      let candidate = folder.appendingPathComponent(name).path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder),
        !isFolder.boolValue, FileManager.default.isExecutableFile(atPath: candidate)
      {
        return WorkerProgram(path: candidate)
      }
      folder = folder.deletingLastPathComponent()
    }
    return nil
  }

  /// The file of the image this library is linked into.
  ///
  /// That is the test bundle's executable, or the program's. On Linux a test bundle is the
  /// executable `swift test` starts; on Darwin it is loaded by a helper, so the image is found
  /// by an address of this library.
  private static var imagePath: String? {
    #if canImport(Darwin)
      var info = Dl_info()
      let address = unsafeBitCast(
        WorkerProgram.marker as @convention(c) () -> Void, to: UnsafeRawPointer.self)
      guard dladdr(address, &info) != 0, let name = info.dli_fname else {
        return HostProcesses.executablePath
      }
      return String(cString: name)
    #else
      return HostProcesses.executablePath
    #endif
  }

  #if canImport(Darwin)
    /// A function of this library whose address names its image.
    private static let marker: @convention(c) () -> Void = {}
  #endif
}

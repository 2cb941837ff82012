#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Finds and reads scenario files: paths as given, folders searched recursively for
/// `*.scenario`.
///
/// Paths are handled as the file system's bytes, so a name that is not UTF-8 is found and read
/// like any other. Entries whose names start with `.` are skipped, and symbolic links to
/// folders are not followed (links to files are), so a search always ends. A file named on the
/// command line is taken whatever its extension. Each file is taken once, however many of the
/// paths reach it and however they spell it.
enum ScenarioFiles {
  /// The files at `paths`, sorted by their bytes, each once.
  ///
  /// Each path is first written without repeated slashes and `.` components; a file reached
  /// again (the same path, or another path to the same file, through links or `..`) is
  /// dropped, and the first spelling in path order is kept.
  static func find(_ paths: [FileSystemPath]) throws(ScenarioLoadError) -> [FileSystemPath] {
    var found: [FileSystemPath] = []
    for given in paths {
      guard !given.bytes.isEmpty else { throw .noSuchPath("") }
      let path = given.lexicallyNormalized
      var status = stat()
      guard stat(path.cString, &status) == 0 else {
        let code = errno
        throw code == ENOENT || code == ENOTDIR
          ? .noSuchPath(given.description) : .unreadable(given.description)
      }
      if status.st_mode & S_IFMT == S_IFDIR {
        let files = try search(path)
        if files.isEmpty { throw .noScenarioFiles(given.description) }
        found += files
      } else {
        found.append(path)
      }
    }
    var seenPaths: Set<FileSystemPath> = []
    var seenFiles: Set<FileIdentity> = []
    return found.sorted().filter { path in
      guard seenPaths.insert(path).inserted else { return false }
      guard let identity = FileIdentity(path) else { return true }
      return seenFiles.insert(identity).inserted
    }
  }

  /// Those of `paths` that name files rather than folders, as ``find(_:)`` spells them; paths
  /// that do not exist are left out.
  static func named(_ paths: [FileSystemPath]) -> Set<FileSystemPath> {
    Set(
      paths.map(\.lexicallyNormalized).filter { path in
        var status = stat()
        return stat(path.cString, &status) == 0 && status.st_mode & S_IFMT != S_IFDIR
      })
  }

  private static let suffix = Array(".scenario".utf8)

  private static func search(_ folder: FileSystemPath) throws(ScenarioLoadError)
    -> [FileSystemPath]
  {
    guard let directory = opendir(folder.cString) else { throw .unreadable(folder.description) }
    var names: [[UInt8]] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if name.first != UInt8(ascii: ".") { names.append(name) }
    }
    closedir(directory)
    var files: [FileSystemPath] = []
    for name in names.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      let path = folder.appending(name)
      var link = stat()
      var target = stat()
      guard lstat(path.cString, &link) == 0, stat(path.cString, &target) == 0 else { continue }
      if target.st_mode & S_IFMT == S_IFDIR {
        if link.st_mode & S_IFMT != S_IFLNK { files += try search(path) }
      } else if name.count > suffix.count, name.suffix(suffix.count).elementsEqual(suffix) {
        files.append(path)
      }
    }
    return files
  }

  /// What reading a file gave.
  enum Contents {
    case bytes([UInt8])
    /// The file holds more than the limit: its size.
    case tooLarge(Int)
    /// The file cannot be read, or is not a regular file (a folder, a FIFO, a device).
    case unreadable
  }

  /// The bytes of the regular file at `path`, if it holds at most `limit` of them.
  ///
  /// The file is opened without blocking, so a FIFO named as a scenario fails at once instead of
  /// waiting for a writer.
  static func read(_ path: FileSystemPath, limit: Int) -> Contents {
    let descriptor = open(path.cString, O_RDONLY | O_NONBLOCK)
    guard descriptor >= 0 else { return .unreadable }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      return .unreadable
    }
    let size = Int(status.st_size)
    guard size <= limit else { return .tooLarge(size) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { buffer in
        readBytes(descriptor, into: buffer)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .unreadable
      }
      if count == 0 { return .bytes(bytes) }
      guard bytes.count + count <= limit else { return .tooLarge(bytes.count + count) }
      bytes += chunk[0..<count]
    }
  }
}

/// `read(2)` into `buffer`: the number of bytes read, 0 at the end, -1 on an error.
private func readBytes(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
  read(descriptor, buffer.baseAddress, buffer.count)
}

/// Which file a path leads to: its device and inode, the same however the path is spelt.
public struct FileIdentity: Hashable, Sendable {
  public var device: UInt64
  public var inode: UInt64

  /// The identity of the file at `path`, following links, or `nil` when there is none.
  public init?(_ path: FileSystemPath) {
    var status = stat()
    guard stat(path.cString, &status) == 0 else { return nil }
    device = UInt64(status.st_dev)
    inode = UInt64(status.st_ino)
  }
}

import Foundation
import ScenarioLanguage
import ScenarioRunner

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file `--output` names, written so that it is either the whole new report or unchanged.
///
/// The report goes to a temporary file in the same folder, which is flushed to disk and then
/// renamed over the target: a write that fails (a full disk, a size limit) leaves the previous
/// report as it was and no partial file behind, and a `SIGINT` or `SIGTERM` meanwhile removes
/// the temporary file (``ProcessSignals``). A target that is a symbolic link to a file is
/// written through the link, which stays. A target that is not a regular file (a FIFO, a
/// terminal, `/dev/null`) is written in place, never renamed over.
struct ReportFile {
  /// The path as given.
  let path: FileSystemPath

  /// A report that could not be written, and why.
  struct WriteError: Error, Equatable {
    var path: FileSystemPath
    var error: SystemError

    /// `the report could not be written to 'PATH': REASON`.
    var message: String { "the report could not be written to '\(path.description)': \(error)" }
  }

  /// Checks, before anything runs, that the path can name a report: it is not a folder and its
  /// folder exists.
  func checkTarget() throws(UsageError) {
    if Self.isFolder(path) { throw .outputIsFolder(path.description) }
    let folder = Self.folder(of: path)
    guard Self.isFolder(folder) else {
      throw .outputFolderMissing(path.description, folder: folder.description)
    }
  }

  /// Refuses a path that is one of `inputs` (however either is spelt, through links too), so a
  /// report never replaces a scenario.
  func checkNotAmong(_ inputs: [FileSystemPath]) throws(UsageError) {
    guard let target = FileIdentity(path) else { return }
    if let input = inputs.first(where: { FileIdentity($0) == target }) {
      throw .outputIsInput(path.description, scenario: input.description)
    }
  }

  private static func isFolder(_ path: FileSystemPath) -> Bool {
    var status = stat()
    return stat(path.cString, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Writes `text` as the whole report.
  func write(_ text: String) throws(WriteError) {
    let target = Self.resolvingLink(path)
    var status = stat()
    if stat(target.cString, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
      try writeInPlace(text, to: target)
      return
    }
    let folder = Self.folder(of: target)
    let name = target.lastComponent
    var existing = stat()
    let mode = stat(target.cString, &existing) == 0 ? existing.st_mode & 0o7777 : nil
    var attempt = 0
    while true {
      attempt += 1
      let temporary = folder.appending(
        Array(".".utf8) + name + Array(".\(getpid()).\(attempt).tmp".utf8))
      // Tracked before it is created, so that a signal between its creation and the write
      // still removes it; a name taken already carries this process's number, from an
      // earlier process of the same number.
      let isTaken = try ProcessSignals.removing(temporary.bytes) { () throws(WriteError) in
        var descriptor = open(temporary.cString, O_WRONLY | O_CREAT | O_EXCL, 0o666)
        guard descriptor >= 0 else {
          if errno == EEXIST, attempt < 100 { return true }
          throw WriteError(path: path, error: .current)
        }
        do throws(SystemError) {
          if let mode, fchmod(descriptor, mode) != 0 { throw .current }
          try writeAll(Array(text.utf8), to: descriptor)
          if fsync(descriptor) != 0 { throw .current }
          let closed = close(descriptor)
          descriptor = -1
          if closed != 0 { throw .current }
          if rename(temporary.cString, target.cString) != 0 { throw .current }
        } catch {
          if descriptor >= 0 { close(descriptor) }
          unlink(temporary.cString)
          throw WriteError(path: path, error: error)
        }
        return false
      }
      if !isTaken { return }
    }
  }

  /// Writes `text` to `target`, a FIFO or a device, as it is: opened for writing, never
  /// created, replaced or truncated.
  private func writeInPlace(_ text: String, to target: FileSystemPath) throws(WriteError) {
    let descriptor = open(target.cString, O_WRONLY | O_NOCTTY)
    guard descriptor >= 0 else { throw WriteError(path: path, error: .current) }
    do throws(SystemError) {
      try writeAll(Array(text.utf8), to: descriptor)
    } catch {
      close(descriptor)
      throw WriteError(path: path, error: error)
    }
    if close(descriptor) != 0 { throw WriteError(path: path, error: .current) }
  }

  /// The folder of `path`: `.` for a bare name.
  static func folder(of path: FileSystemPath) -> FileSystemPath {
    guard let slash = path.bytes.lastIndex(of: UInt8(ascii: "/")) else {
      return FileSystemPath(".")
    }
    return slash == 0 ? FileSystemPath("/") : FileSystemPath(bytes: Array(path.bytes[..<slash]))
  }

  /// `path`, or the file it links to when it is a symbolic link to an existing file.
  private static func resolvingLink(_ path: FileSystemPath) -> FileSystemPath {
    var status = stat()
    guard lstat(path.cString, &status) == 0, status.st_mode & S_IFMT == S_IFLNK,
      let resolved = realpath(path.cString, nil)
    else { return path }
    defer { free(resolved) }
    let characters = UnsafeBufferPointer(start: resolved, count: strlen(resolved))
    return FileSystemPath(bytes: characters.map { UInt8(bitPattern: $0) })
  }
}

import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard output and standard error, written with `write(2)`.
///
/// A write that fails (a full disk, a closed terminal) is remembered rather than trapped, so the
/// executable can report it and exit with ``ExitCode/ioError`` instead of crashing.
public final class StandardStreams: Sendable {
  private let failure = Mutex<(stream: String, error: SystemError)?>(nil)

  /// The process's two streams, with no failed write yet.
  public init() {}

  /// A console on the two streams: whether each is a terminal, whether the environment allows
  /// colour (`NO_COLOR` unset or empty, `TERM` not `dumb`), and the program's name as it was
  /// called.
  public var console: Console {
    Console(
      writeOutput: { [self] in write($0, to: STDOUT_FILENO, named: "standard output") },
      writeError: { [self] in write($0, to: STDERR_FILENO, named: "standard error") },
      isErrorTerminal: isatty(STDERR_FILENO) == 1, isOutputTerminal: isatty(STDOUT_FILENO) == 1,
      allowsColor: Console.allowsColor(environment: ProcessInfo.processInfo.environment),
      programName: Self.programName)
  }

  /// The last component of the path the process was started by, as usage lines and hints name
  /// it: `stsim`, or a team's `my-stsim`.
  public static var programName: String {
    guard CommandLine.argc > 0, let first = CommandLine.unsafeArgv[0] else { return "stsim" }
    let path = String(
      decoding: UnsafeBufferPointer(start: first, count: strlen(first)).map {
        UInt8(bitPattern: $0)
      }, as: UTF8.self)
    let name = path.split(separator: "/").last.map(String.init) ?? ""
    return name.isEmpty ? "stsim" : name
  }

  /// The process's arguments after the program name, as the bytes it received: a path whose
  /// name is not UTF-8 stays exact, where `CommandLine.arguments` would replace its bytes.
  public static var processArguments: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return UnsafeBufferPointer(start: argument, count: strlen(argument)).map {
        UInt8(bitPattern: $0)
      }
    }
  }

  /// The status to exit with: `status`, or ``ExitCode/ioError`` after saying on standard error
  /// (when it still works) which stream could not be written.
  public func exitStatus(after status: ExitCode) -> ExitCode {
    guard let (stream, error) = failure.withLock({ $0 }) else { return status }
    let message = "error: \(stream) could not be written: \(error)\n"
    _ = try? writeAll(Array(message.utf8), to: STDERR_FILENO)
    return .ioError
  }

  private func write(_ text: String, to descriptor: Int32, named stream: String) {
    guard failure.withLock({ $0 == nil }) else { return }
    do {
      try writeAll(Array(text.utf8), to: descriptor)
    } catch {
      failure.withLock { $0 = $0 ?? (stream, error) }
    }
  }
}

/// Writes every byte of `bytes` to `descriptor`, retrying short and interrupted writes.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws(SystemError) {
  var offset = 0
  while offset < bytes.count {
    let written = bytes[offset...].withUnsafeBytes { buffer in
      write(descriptor, buffer.baseAddress, buffer.count)
    }
    if written < 0 {
      let error = SystemError.current
      if error.code == EINTR { continue }
      throw error
    }
    offset += written
  }
}

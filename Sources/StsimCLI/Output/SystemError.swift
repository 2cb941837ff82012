#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An operating-system error number and what the system calls it.
public struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The `errno` value.
  public var code: Int32

  /// The error with `errno` value `code`.
  public init(code: Int32) {
    self.code = code
  }

  /// The error of the last failed system call on this thread.
  static var current: SystemError { SystemError(code: errno) }

  /// The system's wording, for example `No space left on device`.
  public var description: String { String(cString: strerror(code)) }
}

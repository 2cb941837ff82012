#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's standard input, read as it arrives.
enum StandardInput {
  /// The bytes ready on standard input, at most `limit`, waiting until some arrive; `nil` at
  /// the end of input or when it cannot be read.
  static func read(limit: Int = 1 << 16) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        readStandardInput(bytes.baseAddress, bytes.count)
      }
      if count > 0 { return Array(buffer[0..<count]) }
      if count < 0, SystemError.current.code == EINTR { continue }
      return nil
    }
  }
}

/// `read(2)` of standard input, outside ``StandardInput`` whose own `read` would hide it.
private func readStandardInput(_ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  read(STDIN_FILENO, buffer, count)
}

/// Why the system killed an extension's process while its code ran.
public enum KillReason: Sendable, Equatable, CustomStringConvertible {
  /// `os kills monitor on next callback after <n> writes`: killed at this store or App Group
  /// write, counted from 1.
  case atWrite(Int)
  /// The process's memory, `peak` bytes, passed its ceiling of `limit` bytes.
  case memory(peak: Int, limit: Int)

  /// Whether the process's memory ceiling killed it.
  public var isMemoryLimit: Bool {
    if case .memory = self { return true }
    return false
  }

  /// The trace's words: `os kills the process at write 2`.
  public var description: String {
    switch self {
    case .atWrite(let write): "os kills the process at write \(write)"
    case .memory(let peak, let limit): "memory \(peak) bytes passes the ceiling of \(limit) bytes"
    }
  }
}

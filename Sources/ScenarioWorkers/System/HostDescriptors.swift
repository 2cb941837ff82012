#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file descriptors between `stsim` and its workers: a socket pair for messages, a pipe
/// for a worker's standard error, each made close-on-exec so that no other child inherits it.
///
/// Linux makes them close-on-exec as they are created; Darwin sets the flag just after, and its
/// workers are spawned with `POSIX_SPAWN_CLOEXEC_DEFAULT`, which closes in the child every
/// descriptor the spawn does not name, so a descriptor another thread creates meanwhile still
/// reaches no worker. Writes never raise `SIGPIPE`: a worker that died is an error to handle,
/// not a signal that ends `stsim`.
enum HostDescriptors {
  /// A connected pair of stream sockets, or `nil` when the system refuses.
  static func socketPair() -> (Int32, Int32)? {
    var pair: [Int32] = [-1, -1]
    #if canImport(Darwin)
      guard socketpair(AF_UNIX, SOCK_STREAM, 0, &pair) == 0 else { return nil }
      for descriptor in pair {
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        var on: Int32 = 1
        _ = setsockopt(
          descriptor, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
      }
    #else
      let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard socketpair(AF_UNIX, type, 0, &pair) == 0 else { return nil }
    #endif
    return (pair[0], pair[1])
  }

  /// A one-way channel for a worker's standard error, its read end first: a socket pair, which
  /// Linux makes close-on-exec as it creates it (a pipe it cannot, in `Glibc`); `nil` when the
  /// system refuses.
  static func errorChannel() -> (read: Int32, write: Int32)? {
    guard let (read, write) = socketPair() else { return nil }
    _ = shutdown(write, Int32(SHUT_RD))
    _ = shutdown(read, Int32(SHUT_WR))
    return (read, write)
  }

  /// Writes every byte of `bytes` to the socket `descriptor`; `false` when the other end is gone
  /// or the write fails.
  static func send(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    #if canImport(Darwin)
      let flags: Int32 = 0
    #else
      let flags = Int32(MSG_NOSIGNAL)
    #endif
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes { buffer in
        Glue.send(descriptor, buffer.baseAddress, buffer.count, flags)
      }
      if sent < 0 {
        if errno == EINTR { continue }
        return false
      }
      offset += sent
    }
    return true
  }

  /// Reads what is available from `descriptor`, at most `limit` bytes: an empty array at the
  /// end of input, `nil` on an error.
  static func read(_ descriptor: Int32, limit: Int = 1 << 16) -> [UInt8]? {
    var buffer = [UInt8](repeating: 0, count: limit)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        Glue.read(descriptor, bytes.baseAddress, bytes.count)
      }
      if count >= 0 { return Array(buffer[..<count]) }
      if errno == EINTR { continue }
      return nil
    }
  }

  /// Reads exactly `count` bytes from `descriptor`, waiting for them; `nil` when input ends or
  /// fails first.
  static func readExactly(_ count: Int, from descriptor: Int32) -> [UInt8]? {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      guard let chunk = read(descriptor, limit: min(count - bytes.count, 1 << 20)),
        !chunk.isEmpty
      else { return nil }
      bytes += chunk
    }
    return bytes
  }

  /// Waits until one of `descriptors` is readable (or closed), at most `milliseconds`; returns
  /// which are.
  static func waitForInput(_ descriptors: [Int32], milliseconds: Int32) -> [Bool] {
    var polled = descriptors.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let count = poll(&polled, nfds_t(polled.count), milliseconds)
    guard count > 0 else { return descriptors.map { _ in false } }
    return polled.map { $0.revents != 0 }
  }

  /// Closes `descriptor`, ignoring a failure.
  static func close(_ descriptor: Int32) {
    _ = Glue.close(descriptor)
  }
}

/// The system calls under names the enum's own members would otherwise hide.
private enum Glue {
  static func send(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int, _ flags: Int32)
    -> Int
  {
    #if canImport(Darwin)
      Darwin.send(descriptor, buffer, count, flags)
    #else
      Glibc.send(descriptor, buffer, count, flags)
    #endif
  }

  static func read(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
      Darwin.read(descriptor, buffer, count)
    #else
      Glibc.read(descriptor, buffer, count)
    #endif
  }

  static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.close(descriptor)
    #else
      Glibc.close(descriptor)
    #endif
  }
}

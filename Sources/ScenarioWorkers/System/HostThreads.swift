#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the other threads of this process are running, so that a worker can wait, at the end
/// of a scenario, for work the app's code handed to threads of its own (a `DispatchQueue`) to
/// reach the device.
enum HostThreads {
  /// Waits until no other thread of this process has been running for two looks in a row, 1
  /// ms apart, or for at most `limit` nanoseconds.
  static func waitUntilOthersIdle(limit: UInt64 = 200_000_000) {
    let deadline = HostClock.monotonicNanoseconds + limit
    var idleLooks = 0
    while idleLooks < 2, HostClock.monotonicNanoseconds < deadline {
      idleLooks = areOthersRunning ? 0 : idleLooks + 1
      HostClock.sleep(nanoseconds: 1_000_000)
    }
  }

  /// Whether any thread but the calling one is running or ready to run.
  static var areOthersRunning: Bool {
    #if canImport(Darwin)
      var threads: thread_act_array_t?
      var count: mach_msg_type_number_t = 0
      guard task_threads(mach_task_self_, &threads, &count) == KERN_SUCCESS, let threads else {
        return false
      }
      defer {
        for index in 0..<Int(count) { mach_port_deallocate(mach_task_self_, threads[index]) }
        vm_deallocate(
          mach_task_self_, vm_address_t(UInt(bitPattern: threads)),
          vm_size_t(Int(count) * MemoryLayout<thread_act_t>.stride))
      }
      let me = mach_thread_self()
      defer { mach_port_deallocate(mach_task_self_, me) }
      for index in 0..<Int(count) where threads[index] != me {
        var info = thread_basic_info()
        var size = mach_msg_type_number_t(
          MemoryLayout<thread_basic_info>.size / MemoryLayout<natural_t>.size)
        let status = withUnsafeMutablePointer(to: &info) {
          $0.withMemoryRebound(to: integer_t.self, capacity: Int(size)) {
            thread_info(threads[index], thread_flavor_t(THREAD_BASIC_INFO), $0, &size)
          }
        }
        if status == KERN_SUCCESS, info.run_state == TH_STATE_RUNNING { return true }
      }
      return false
    #else
      let me = ownThreadIdentifier
      guard let folder = opendir("/proc/self/task") else { return false }
      defer { closedir(folder) }
      while let entry = readdir(folder) {
        let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
          String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
        }
        guard let identifier = Int(name), identifier != me else { continue }
        if state(ofThread: identifier) == UInt8(ascii: "R") { return true }
      }
      return false
    #endif
  }

  #if !canImport(Darwin)
    /// The calling thread's identifier, from `/proc/thread-self` (`PID/task/TID`).
    private static var ownThreadIdentifier: Int? {
      var buffer = [CChar](repeating: 0, count: 64)
      let count = readlink("/proc/thread-self", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      let text = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      return text.split(separator: "/").last.flatMap { Int($0) }
    }

    /// The state letter of thread `identifier` (`R` running, `S` sleeping, ...).
    private static func state(ofThread identifier: Int) -> UInt8? {
      let descriptor = open("/proc/self/task/\(identifier)/stat", O_RDONLY | O_CLOEXEC)
      guard descriptor >= 0 else { return nil }
      defer { close(descriptor) }
      var buffer = [UInt8](repeating: 0, count: 512)
      let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      guard count > 0, let close = buffer[..<count].lastIndex(of: UInt8(ascii: ")")),
        close + 2 < count
      else { return nil }
      return buffer[close + 2]
    }
  #endif
}

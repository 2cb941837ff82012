#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How much memory this process holds, as a system that kills processes for memory counts it.
///
/// On Linux it is the resident memory not backed by a file (the heap, stacks and anonymous
/// mappings; `resident - shared` of `/proc/self/statm`), so that the pages of the program's own
/// code, first touched when a code path first runs, do not count. On Darwin it is the task's
/// physical footprint, the figure jetsam limits on a device.
enum HostMemory {
  /// The bytes held now, or `nil` when the system does not say.
  static var footprint: UInt64? {
    #if canImport(Darwin)
      var info = task_vm_info_data_t()
      var count = mach_msg_type_number_t(
        MemoryLayout<task_vm_info_data_t>.size / MemoryLayout<natural_t>.size)
      let status = withUnsafeMutablePointer(to: &info) { pointer in
        pointer.withMemoryRebound(to: integer_t.self, capacity: Int(count)) {
          task_info(mach_task_self_, task_flavor_t(TASK_VM_INFO), $0, &count)
        }
      }
      return status == KERN_SUCCESS ? UInt64(info.phys_footprint) : nil
    #else
      return Statm.shared.anonymousResidentBytes
    #endif
  }

  #if !canImport(Darwin)
    /// `/proc/self/statm`, kept open and read again from its start for each reading.
    private final class Statm: Sendable {
      static let shared = Statm()
      private let descriptor: Int32
      private let pageSize = UInt64(sysconf(Int32(_SC_PAGESIZE)))

      private init() {
        descriptor = open("/proc/self/statm", O_RDONLY | O_CLOEXEC)
      }

      /// `resident - shared` pages, in bytes.
      var anonymousResidentBytes: UInt64? {
        guard descriptor >= 0 else { return nil }
        var buffer = (
          UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0), UInt64(0)
        )
        let count = withUnsafeMutableBytes(of: &buffer) { bytes in
          pread(descriptor, bytes.baseAddress, bytes.count - 1, 0)
        }
        guard count > 0 else { return nil }
        return withUnsafeBytes(of: &buffer) { bytes in
          // "size resident shared ...": the second and third numbers.
          var field = 0
          var values: (resident: UInt64, shared: UInt64) = (0, 0)
          var inNumber = false
          for byte in bytes.prefix(count) {
            if byte >= 48 && byte <= 57 {
              let digit = UInt64(byte - 48)
              if field == 1 { values.resident = values.resident * 10 + digit }
              if field == 2 { values.shared = values.shared * 10 + digit }
              inNumber = true
            } else if inNumber {
              field += 1
              inNumber = false
              if field == 3 { break }
            }
          }
          guard field >= 3, values.resident >= values.shared else { return nil }
          return (values.resident - values.shared) * pageSize
        }
      }
    }
  #endif
}

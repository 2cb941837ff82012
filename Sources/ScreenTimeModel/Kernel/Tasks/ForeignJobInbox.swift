#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Jobs enqueued from threads other than the one driving the device, under a lock.
final class ForeignJobInbox: @unchecked Sendable {
  // Every access to `jobs` holds `mutex`.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var jobs: [UnownedJob] = []

  init() {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deallocate()
  }

  func append(_ job: UnownedJob) {
    pthread_mutex_lock(mutex)
    jobs.append(job)
    pthread_mutex_unlock(mutex)
  }

  func takeAll() -> [UnownedJob] {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    let taken = jobs
    jobs = []
    return taken
  }
}

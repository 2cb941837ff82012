#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The executor on which every task the app's processes start runs, one job at a time, in the
/// order the jobs became ready, when the device drains it.
///
/// It is the device's serial executor and task executor, and the main actor's executor on the
/// thread that drives the device (see ``ConcurrencyHooks``). Nothing runs when a job is
/// enqueued: the device runs the ready jobs at defined points (after each piece of app code
/// returns, and when a sleeping task's time comes), so the same run gives the same order.
///
/// A job enqueued from another thread (a continuation resumed by a dispatch queue, a thread of
/// the app's own) cannot join that order safely; it waits in an inbox, locked for that one
/// purpose, until the next drain, which reports it.
final class AppTaskExecutor: SerialExecutor, TaskExecutor, @unchecked Sendable {
  // Confined to the thread that drives the device, except `foreign`, which has its own lock.

  /// A job waiting to run.
  struct ReadyJob {
    var job: UnownedJob
    /// Whether it was enqueued on this executor as a serial executor (an actor hop, the main
    /// actor), rather than bound for the global executor.
    var isIsolated: Bool
  }

  private var ready: [ReadyJob] = []
  private var head = 0
  /// The thread that drives the device, set when it starts running app code.
  private(set) var owner: pthread_t?
  private let foreign = ForeignJobInbox()

  /// Makes the current thread the one that drives the device.
  func adoptCurrentThread() {
    owner = TaskCaptureScope.currentThread
  }

  /// Whether the current thread drives the device.
  var isOnOwnerThread: Bool {
    owner.map(TaskCaptureScope.isCurrent) ?? false
  }

  /// Whether any job is ready.
  var hasReadyJobs: Bool { head < ready.count }

  /// A job bound for the global executor, taken by the runtime hook on the owner thread.
  func take(_ job: UnownedJob) {
    ready.append(ReadyJob(job: job, isIsolated: false))
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    if isOnOwnerThread {
      ready.append(ReadyJob(job: job, isIsolated: true))
    } else {
      foreign.append(job)
    }
  }

  /// The next ready job, in the order jobs became ready.
  func next() -> ReadyJob? {
    guard head < ready.count else {
      ready.removeAll(keepingCapacity: true)
      head = 0
      return nil
    }
    defer { head += 1 }
    return ready[head]
  }

  /// Runs `job` on this thread, as this executor.
  func run(_ job: ReadyJob) {
    if job.isIsolated {
      job.job.runSynchronously(
        isolatedTo: asUnownedSerialExecutor(), taskExecutor: asUnownedTaskExecutor())
    } else {
      job.job.runSynchronously(on: asUnownedTaskExecutor())
    }
  }

  /// Moves the jobs other threads enqueued into the ready order; returns how many there were.
  func adoptForeignJobs() -> Int {
    let jobs = foreign.takeAll()
    ready.append(contentsOf: jobs.map { ReadyJob(job: $0, isIsolated: true) })
    return jobs.count
  }

  /// Drops every ready job without running it; returns how many there were.
  func discardReadyJobs() -> Int {
    let count = ready.count - head
    ready.removeAll()
    head = 0
    return count
  }

  func checkIsolated() {
    guard isOnOwnerThread else {
      ForeignThreadUses.refuse(
        "app code isolated to the simulated main actor ran on a thread that does not drive the "
          + "simulated device (a DispatchQueue, a Thread, or a task resumed from one); start app "
          + "work with Task {} inside the app's code, so that it runs in the simulation's order")
    }
  }

  func isIsolatingCurrentContext() -> Bool? {
    isOnOwnerThread
  }
}

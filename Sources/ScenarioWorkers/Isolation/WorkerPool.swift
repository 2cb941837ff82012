import ScreenTimeModel
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Worker processes of one program, started when first needed and kept for the next scenario,
/// each lent to one thread at a time.
///
/// ``run(_:)`` plays a scenario in a worker; when the worker dies in a run of app code (a trap,
/// a watchdog's kill for processor time, waiting or memory), it plays the scenario again in a
/// fresh worker with that run ended as it begins, as the device's system ends a crashed
/// extension, and so on until the scenario finishes: every run of a deterministic scenario is
/// the same each time, so the second play reaches the same run. After ``deathLimit`` deaths the
/// scenario stops at the step of the last one.
public final class WorkerPool: Sendable {
  /// The program the workers run.
  public let program: WorkerProgram
  /// The limits of the app's processes.
  public let limits: ProcessLimits
  /// Where a worker's standard error goes after a job that finished.
  private let forwardErrors: @Sendable ([UInt8]) -> Void
  private let idle = Mutex<[WorkerProcess]>([])
  private let started = Atomic<Int>(0)

  /// The most deaths one scenario may have; its run stops at the step of the last.
  public static let deathLimit = 16

  /// The longest one play of a scenario may take, in seconds, before its worker is killed:
  /// 15 minutes, far above the 18 s of processor time a runaway app spends on the event budget.
  public static let jobTimeout = 900.0

  /// A pool of workers of `program` with `limits`; a finished job's standard error is written
  /// to this process's standard error unless `forwardErrors` says otherwise.
  public init(
    program: WorkerProgram, limits: ProcessLimits = ProcessLimits(),
    forwardErrors: @escaping @Sendable ([UInt8]) -> Void = WorkerPool.writeToStandardError
  ) {
    self.program = program
    self.limits = limits
    self.forwardErrors = forwardErrors
  }

  /// How many workers the pool has started so far.
  public var startedWorkers: Int { started.load(ordering: .relaxed) }

  /// Writes `bytes` to this process's standard error.
  public static let writeToStandardError: @Sendable ([UInt8]) -> Void = { bytes in
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else { return }
      offset += written
    }
  }

  /// What playing a job gave.
  enum Outcome {
    /// The scenario ran to its end: its reply, and the deaths on the way.
    case finished(WorkerReply, deaths: [ProcessDeath])
    /// It could not: why, and the step at which it stopped, when known.
    case failed(String, step: Int?)
  }

  /// Plays `job` until it finishes, in as many workers as its deaths take.
  func run(_ job: WorkerJob) -> Outcome {
    var job = job
    var deaths: [ProcessDeath] = []
    var deathsOutsideAppCode = 0
    while true {
      let worker: WorkerProcess
      switch checkout() {
      case .success(let checkedOut): worker = checkedOut
      case .failure(.cannotStart(let reason)):
        return .failed(
          "expected a worker process to run the scenario, got none: \(reason)", step: nil)
      }
      switch worker.exchange(job, timeout: Self.jobTimeout) {
      case .replied(let reply, let errors):
        if !errors.isEmpty { forwardErrors(errors) }
        if reply.isSpent { worker.stop() } else { checkin(worker) }
        return .finished(reply, deaths: deaths)
      case .failed(let reason):
        worker.stop()
        return .failed(reason, step: nil)
      case .died(let death):
        worker.stop()
        deaths.append(death)
        guard let run = death.run, let process = death.process else {
          // Outside the app's code: the simulator itself, or a thread of the app's own. Once
          // more, in case it was the host; then the scenario is reported as it stands.
          deathsOutsideAppCode += 1
          if deathsOutsideAppCode < 2 { continue }
          return .failed(
            "expected the worker to finish the scenario, got its process ended outside the "
              + "app's code: \(death.reason(limits: job.limits))", step: death.step)
        }
        guard !job.deaths.contains(where: { $0.run == run }) else {
          return .failed(
            "expected run \(run) of the app's code to stay ended, got the worker dying there "
              + "again: \(death.reason(limits: job.limits))", step: death.step)
        }
        var planned = PlannedDeath(
          run: run, process: process.rawValue, reason: death.reason(limits: job.limits))
        if job.deaths.count + 1 >= Self.deathLimit {
          planned.stopsScenario =
            "expected the app's processes to stop dying, got \(Self.deathLimit) deaths; the "
            + "rest of the scenario did not run"
        }
        job.deaths.append(planned)
      }
    }
  }

  private func checkout() -> Result<WorkerProcess, WorkerFailure> {
    if let worker = idle.withLock({ $0.popLast() }) { return .success(worker) }
    started.add(1, ordering: .relaxed)
    return WorkerProcess.start(program)
  }

  private func checkin(_ worker: WorkerProcess) {
    idle.withLock { $0.append(worker) }
  }

  /// Ends every idle worker.
  public func shutDown() {
    let workers = idle.withLock { workers in
      defer { workers = [] }
      return workers
    }
    for worker in workers { worker.stop() }
  }

  deinit {
    shutDown()
  }
}

import Foundation
import ScreenTimeModel

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One worker as `stsim` holds it: the child process, the socket to it, the pipe of its
/// standard error and the page it writes its state on.
///
/// A worker is used by one thread at a time (the pool lends it out), runs one job at a time,
/// and is waited for when it dies or is stopped.
final class WorkerProcess: @unchecked Sendable {
  /// What one job gave.
  enum Exchange {
    /// The worker replied; `errors` is what it wrote to standard error meanwhile.
    case replied(WorkerReply, errors: [UInt8])
    /// The worker died while running the job.
    case died(ProcessDeath)
    /// The worker could not be used: it could not be sent the job, or replied with nonsense.
    case failed(String)
  }

  let pid: pid_t
  private let socket: Int32
  private let errors: Int32
  private let page: SharedPage
  private var isReaped = false

  /// The most a job's standard error keeps: its first and last 32 KB.
  static let errorLimit = 1 << 15

  private init(pid: pid_t, socket: Int32, errors: Int32, page: SharedPage) {
    self.pid = pid
    self.socket = socket
    self.errors = errors
    self.page = page
  }

  /// Starts a worker of `program`; the error says why one cannot start.
  static func start(_ program: WorkerProgram) -> Result<WorkerProcess, WorkerFailure> {
    guard let page = SharedPage.create() else { return .failure(.cannotStart("no shared page")) }
    guard let (parentSocket, childSocket) = HostDescriptors.socketPair() else {
      return .failure(.cannotStart("no socket pair"))
    }
    guard let (errorsRead, errorsWrite) = HostDescriptors.errorChannel() else {
      HostDescriptors.close(parentSocket)
      HostDescriptors.close(childSocket)
      return .failure(.cannotStart("no channel for standard error"))
    }
    var environment = ProcessInfo.processInfo.environment
    // The runtime's own crash reporter would symbolicate for seconds; the worker reports.
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let spawned = HostProcesses.spawn(
      program.path, arguments: [WorkerServer.argument],
      environment: environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" },
      mapping: [
        (errorsWrite, 2), (childSocket, WorkerServer.socketDescriptor),
        (page.descriptor, WorkerServer.pageDescriptor),
      ])
    HostDescriptors.close(childSocket)
    HostDescriptors.close(errorsWrite)
    switch spawned {
    case .success(let pid):
      return .success(
        WorkerProcess(pid: pid, socket: parentSocket, errors: errorsRead, page: page))
    case .failure(let error):
      HostDescriptors.close(parentSocket)
      HostDescriptors.close(errorsRead)
      return .failure(.cannotStart("\(program.path): \(error.description)"))
    }
  }

  /// Sends `job` and waits for the reply or the worker's death, killing it when a run of app
  /// code waits longer than its process may or the whole job takes longer than `timeout`
  /// seconds.
  func exchange(_ job: WorkerJob, timeout: Double) -> Exchange {
    guard let frame = MessageFraming.frame(job) else { return .failed("the job cannot be sent") }
    var errorOutput = ErrorOutput(limit: Self.errorLimit)
    guard HostDescriptors.send(frame, to: socket) else { return .died(death(&errorOutput)) }
    var inbound: [UInt8] = []
    let start = HostClock.monotonicNanoseconds
    var killedForWaiting = false
    while true {
      let ready = HostDescriptors.waitForInput([socket, errors], milliseconds: 20)
      if ready[1], let chunk = HostDescriptors.read(errors), !chunk.isEmpty {
        errorOutput.append(chunk)
      }
      if ready[0] {
        guard let chunk = HostDescriptors.read(socket, limit: 1 << 20), !chunk.isEmpty else {
          return .died(death(&errorOutput, killedForWaiting: killedForWaiting))
        }
        inbound += chunk
        if inbound.count >= 4, let length = MessageFraming.length(of: Array(inbound[0..<4])),
          inbound.count >= 4 + length
        {
          guard let reply = MessageFraming.decode(WorkerReply.self, from: Array(inbound[4...]))
          else { return .failed("the worker's reply cannot be read") }
          drainErrors(into: &errorOutput)
          return .replied(reply, errors: errorOutput.bytes)
        }
      }
      let now = HostClock.monotonicNanoseconds
      if page[.run] != 0, now > page[.startedAt], now - page[.startedAt] > page[.wallLimit],
        page[.wallLimit] > 0
      {
        killedForWaiting = true
        HostProcesses.kill(pid)
      }
      if Double(now - start) / 1e9 > timeout {
        HostProcesses.kill(pid)
        _ = death(&errorOutput)
        return .failed(
          "expected the scenario to finish within \(Int(timeout / 60)) minutes, got a run that "
            + "goes on")
      }
    }
  }

  /// Reads what the worker wrote to standard error and is already there.
  private func drainErrors(into output: inout ErrorOutput) {
    while HostDescriptors.waitForInput([errors], milliseconds: 0)[0],
      let chunk = HostDescriptors.read(errors), !chunk.isEmpty
    {
      output.append(chunk)
    }
  }

  /// Waits for the dead worker and reads from its page and its last words how it died.
  private func death(_ output: inout ErrorOutput, killedForWaiting: Bool = false)
    -> ProcessDeath
  {
    let ending = reap()
    // Whatever the worker wrote before dying; its standard error closes as it ends.
    let deadline = HostClock.monotonicNanoseconds + 1_000_000_000
    while HostClock.monotonicNanoseconds < deadline,
      HostDescriptors.waitForInput([errors], milliseconds: 50)[0]
    {
      guard let chunk = HostDescriptors.read(errors), !chunk.isEmpty else { break }
      output.append(chunk)
    }
    let run = page[.run]
    let step = page[.step]
    let cause: ProcessDeath.Cause
    switch SharedPage.DeathCode(rawValue: page[.death]) {
    case .processorTime: cause = .processorTime
    case .memory: cause = .memory
    case .signal:
      cause = .signal(
        Int32(truncatingIfNeeded: page[.signal]), message: CrashMessage.find(in: output.bytes),
        stackOverflow: page[.stackOverflow] == 1)
    case .alive, nil:
      switch ending {
      case .signaled(SIGKILL) where killedForWaiting: cause = .waiting
      case .signaled(SIGKILL): cause = .killedFromOutside(SIGKILL)
      case .signaled(let number):
        cause = .signal(number, message: CrashMessage.find(in: output.bytes), stackOverflow: false)
      case .exited(let status): cause = .exited(status)
      }
    }
    return ProcessDeath(
      run: run == 0 ? nil : Int(run), process: ProcessLimits.process(ofCode: page[.process]),
      step: step == 0 ? nil : Int(step) - 1, cause: cause)
  }

  /// Waits for the worker to end, once.
  @discardableResult
  private func reap() -> HostProcesses.Ending {
    isReaped = true
    return HostProcesses.wait(for: pid)
  }

  /// Ends the worker: closes its socket, which it reads as the end of its work, and waits.
  func stop() {
    HostDescriptors.close(socket)
    if !isReaped {
      HostProcesses.kill(pid)
      reap()
    }
    HostDescriptors.close(errors)
  }
}

/// Why a worker could not run a scenario.
enum WorkerFailure: Error, Equatable, Sendable {
  /// The worker did not start.
  case cannotStart(String)
}

/// What a worker writes to standard error during one job: its first and last bytes, the last
/// words of a crash among them.
struct ErrorOutput {
  let limit: Int
  private var head: [UInt8] = []
  private var tail: [UInt8] = []
  private var omitted = 0

  init(limit: Int) {
    self.limit = limit
  }

  mutating func append(_ bytes: [UInt8]) {
    var bytes = bytes[...]
    if head.count < limit {
      let taken = bytes.prefix(limit - head.count)
      head += taken
      bytes = bytes.dropFirst(taken.count)
    }
    guard !bytes.isEmpty else { return }
    tail += bytes
    if tail.count > limit {
      omitted += tail.count - limit
      tail.removeFirst(tail.count - limit)
    }
  }

  /// The bytes kept, with a line where some were left out.
  var bytes: [UInt8] {
    guard omitted > 0 else { return head + tail }
    return head + Array("\n[\(omitted) bytes of standard error left out]\n".utf8) + tail
  }
}

import Dispatch
import Foundation
import ScenarioLanguage
import Synchronization

/// Runs independent pieces of work on several threads and gives their results in input order.
///
/// Each scenario run builds its own simulated device, and app code reaches its device through a
/// task-local value that is per thread outside Swift concurrency, so runs share nothing and
/// can go side by side. The results come back in the order of the inputs, so everything
/// printed from them is the same bytes whatever the number of jobs.
public enum ParallelWork {
  /// The number of jobs when none is asked for: the processors available to the process.
  public static var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }

  /// `transform` applied to each of `inputs`, at most `jobs` at a time, in input order.
  ///
  /// Workers take the next input as they finish one, so a slow input does not hold up the
  /// rest. `finished` is called with each output as soon as it is ready, from the worker that
  /// made it, in no particular order; use it for progress only. With one job everything runs
  /// on the calling thread, in order.
  public static func map<Input: Sendable, Output: Sendable>(
    _ inputs: [Input], jobs: Int, finished: @Sendable (Output) -> Void = { _ in },
    _ transform: @Sendable (Input) -> Output
  ) -> [Output] {
    guard jobs > 1, inputs.count > 1 else {
      return inputs.map { input in
        let output = transform(input)
        finished(output)
        return output
      }
    }
    let next = Mutex(0)
    let outputs = Mutex([Output?](repeating: nil, count: inputs.count))
    DispatchQueue.concurrentPerform(iterations: min(jobs, inputs.count)) { _ in
      while true {
        let index = next.withLock { value in
          defer { value += 1 }
          return value
        }
        guard index < inputs.count else { return }
        let output = transform(inputs[index])
        outputs.withLock { $0[index] = output }
        finished(output)
      }
    }
    return outputs.withLock { $0.compactMap { $0 } }
  }
}

import BehaviourCoverage
import InvariantChecking
import ScenarioRunner
import SimulationEngine
import TimelineRendering

/// What a worker sends back for a job: the scenario's result, the samples of its probes, and
/// whether the worker should not be used again.
struct WorkerReply: Codable, Sendable {
  var result: ResultRecord
  /// For each step, whether each probe held as it began.
  var samples: [[Bool]]
  /// Whether a thread of the app's code is parked in the worker (``ForeignThreadUses``), so
  /// that the worker is ended rather than given another scenario.
  var isSpent: Bool
}

/// A ``ScenarioResult`` as it travels between processes.
struct ResultRecord: Codable, Sendable {
  struct Failure: Codable, Sendable {
    var line: Int
    var message: String
    var invariant: String?
  }

  var path: String
  var title: String
  var tags: [String]
  var policy: String
  var seed: UInt64
  var failures: [Failure]
  var simulatedMilliseconds: Int64
  var events: Int
  var trace: [String]
  var digest: String
  var timeline: Timeline?
  var skipReason: String?
  var unavailableStep: Failure?
  /// The coverage points, as ``CoverageSet/bits``.
  var coverage: [UInt64]?

  init(_ result: ScenarioResult) {
    path = result.path
    title = result.title
    tags = result.tags
    policy = result.policy
    seed = result.seed
    failures = result.failures.map {
      Failure(line: $0.line, message: $0.message, invariant: $0.invariant?.rawValue)
    }
    simulatedMilliseconds = result.simulatedDuration.milliseconds
    events = result.events
    trace = result.trace
    digest = result.digest
    timeline = result.timeline
    skipReason = result.skipReason
    unavailableStep = result.unavailableStep.map {
      Failure(line: $0.line, message: $0.message, invariant: nil)
    }
    coverage = result.coverage?.bits
  }

  var result: ScenarioResult {
    ScenarioResult(
      path: path, title: title, tags: tags, policy: policy, seed: seed,
      failures: failures.map {
        ScenarioFailure(
          line: $0.line, message: $0.message, invariant: $0.invariant.flatMap(Invariant.init))
      }, simulatedDuration: SimulationDuration(milliseconds: simulatedMilliseconds),
      events: events, trace: trace, digest: digest, timeline: timeline, skipReason: skipReason,
      unavailableStep: unavailableStep.map { ScenarioFailure(line: $0.line, message: $0.message) },
      coverage: coverage.flatMap {
        CoverageSet(bits: $0, count: CoverageUniverse.standard.count)
      })
  }
}

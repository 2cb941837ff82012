import BehaviourCoverage
import InvariantChecking
import ScenarioLanguage
import ScenarioRunner
import ScenarioWorkers
import ScreenTimeAPI
import ScreenTimeModel

/// An app to run stories against: a policy of the catalog with mistakes switched on.
struct ExploredApp: Sendable, Equatable {
  var policy: String
  var mistakes: [String]

  /// `recommended`, or `recommended with defer-unknown`.
  var name: String {
    mistakes.isEmpty
      ? policy : "\(policy) with \(mistakes.joined(separator: ", "))"
  }
}

/// What running one story under the app under test, and under the baseline, showed.
struct TrialOutcome: Sendable {
  /// The first step at which each invariant broke under the app under test, with the failure
  /// line's message, in step order.
  var violations: [(invariant: Invariant, step: Int, message: String)] = []
  /// The step at which the app under test's run used up its event budget.
  var budgetExhaustedAt: Int?
  /// The steps that could not run under the app under test (a tap with nothing showing).
  var targetStepErrors: [Int] = []
  /// The steps with a failure of any kind under the baseline.
  var baselineFailures: [Int] = []
  /// Whether a baseline failure was a broken invariant (not a step that could not run).
  var baselineBrokeInvariant = false
  /// The first difference of each kind from the app compared against, by sample.
  var divergences: [DivergenceKind: Divergence] = [:]
  /// The behaviour coverage points the app under test's run reached.
  var coverage: CoverageSet?

  /// The first failure of any kind, and where it shows.
  ///
  /// A violation shows at its step, a divergence at its sample; a divergence at the start of
  /// step k comes before a violation during step k.
  var firstFailure: (signature: FailureSignature, point: Int)? {
    var candidates: [(FailureSignature, point: Int, order: Int)] = []
    if let first = violations.first {
      candidates.append((.invariant(first.invariant), first.step, 2 * first.step + 1))
    }
    if let step = budgetExhaustedAt { candidates.append((.eventBudget, step, 2 * step + 1)) }
    for kind in DivergenceKind.allCases {
      if let divergence = divergences[kind] {
        candidates.append((.divergence(kind), divergence.sample, 2 * divergence.sample))
      }
    }
    return candidates.min { $0.order < $1.order }.map { ($0.0, $0.point) }
  }

  /// Where `signature` shows in this run, if it does.
  func point(of signature: FailureSignature) -> Int? {
    switch signature {
    case .invariant(let invariant): violations.first { $0.invariant == invariant }?.step
    case .divergence(let kind): divergences[kind]?.sample
    case .eventBudget: budgetExhaustedAt
    }
  }

  /// Whether a scenario cut at the point of `signature` fails for that reason alone under the
  /// app under test and passes under the baseline: no step before it could not run, and the
  /// baseline has no failure up to it.
  func isClean(_ signature: FailureSignature, at point: Int) -> Bool {
    let last = Self.lastKeptStep(signature, point)
    return !targetStepErrors.contains { $0 < point } && !baselineFailures.contains { $0 <= last }
  }

  /// The last step a scenario cut at the point of `signature` keeps: the failing step for an
  /// invariant, the step before the sample for a divergence.
  static func lastKeptStep(_ signature: FailureSignature, _ point: Int) -> Int {
    if case .divergence = signature { return point - 1 }
    return point
  }
}

/// Runs stories under the app under test and its baseline, and compares what the user sees.
///
/// The baseline is the app compared against (`--against`), or, without it, the app under test
/// without its mistakes; a story that fails under the app under test must pass under the
/// baseline to become a scenario file. Stories are run from their written text, as a user would
/// replay them.
struct StoryTrial: Sendable {
  var catalog: PolicyCatalog
  var target: ExploredApp
  /// The app whose transcript the target's is compared with, when differences count.
  var against: ExploredApp?
  /// The app a shrunk scenario must pass under, if any.
  var baseline: ExploredApp?
  var loader: ScenarioLoader
  /// The statements the trials' stories matched, shared by every trial of this one.
  let statements: StatementCache
  var eventBudget = RunOptions(catalog: PolicyCatalog()).eventBudget
  /// Where the stories' app code runs.
  var isolation: ScenarioIsolation

  init(
    catalog: PolicyCatalog, target: ExploredApp, against: ExploredApp?,
    isolation: ScenarioIsolation = .inProcess
  ) {
    self.isolation = isolation
    self.catalog = catalog
    self.target = target
    self.against = against
    baseline =
      against ?? (target.mistakes.isEmpty ? nil : ExploredApp(policy: target.policy, mistakes: []))
    loader = ScenarioLoader(catalog: catalog)
    statements = StatementCache(loader: loader, path: Self.trialPath)
  }

  /// The name trials give the story's file.
  static let trialPath = "explore.scenario"

  /// Runs `story` (with a closing `wait` at its probe) and reports what failed where; `nil` when
  /// the story is not a valid scenario, or is one that an app it runs under skips (a step it
  /// declares unsupported, a capability it lacks), which replays as neither passed nor failed.
  ///
  /// Without an app to compare against, the baseline only matters once a failure is found, so
  /// `runsBaseline` can leave it out while exploring; with one, it leaves out judging the
  /// baseline's invariants, whose failures only matter then too.
  func evaluate(
    _ story: Story, removedFaults: Set<FaultID> = [], runsBaseline: Bool = true
  ) -> TrialOutcome? {
    guard
      let (text, scenario) = story.compiled(
        title: "explore", about: [], closing: ["wait"], path: Self.trialPath, loader: loader,
        statements: statements)
    else { return nil }
    let probes = Divergence.probes(for: story)
    let stepOfLine = Dictionary(
      scenario.steps.enumerated().map { ($1.location.line, $0) }, uniquingKeysWith: { a, _ in a })
    var outcome = TrialOutcome()
    let (result, transcript) = run(
      scenario, text: text, target, removedFaults: removedFaults, probes: probes,
      recordsCoverage: true)
    guard !result.isSkipped else { return nil }
    outcome.coverage = result.coverage
    for failure in result.failures {
      let step = stepOfLine[failure.line] ?? scenario.steps.count - 1
      if let invariant = failure.invariant {
        if !outcome.violations.contains(where: { $0.invariant == invariant }) {
          outcome.violations.append((invariant, step, failure.message))
        }
      } else {
        outcome.targetStepErrors.append(step)
      }
    }
    outcome.violations.sort { $0.step < $1.step }
    if result.events >= eventBudget {
      outcome.budgetExhaustedAt = outcome.targetStepErrors.last ?? scenario.steps.count - 1
    }
    guard let baseline, runsBaseline || against != nil else { return outcome }
    // Between finds only the baseline's transcript counts: its invariants go unjudged.
    let (baseResult, baseTranscript) = run(
      scenario, text: text, baseline, removedFaults: removedFaults, probes: probes,
      judgesInvariants: runsBaseline)
    guard !baseResult.isSkipped else { return nil }
    for failure in baseResult.failures {
      outcome.baselineFailures.append(stepOfLine[failure.line] ?? scenario.steps.count - 1)
      if failure.invariant != nil { outcome.baselineBrokeInvariant = true }
    }
    guard against != nil else { return outcome }
    var remaining = Set(DivergenceKind.allCases)
    while let divergence = Divergence.first(
      in: transcript, against: baseTranscript, probes: probes, kinds: remaining)
    {
      for kind in divergence.kinds {
        outcome.divergences[kind] = divergence
        remaining.remove(kind)
      }
    }
    return outcome
  }

  /// Runs `scenario`, whose file is `text`, under `app`, recording what the user sees.
  ///
  /// Only a run whose trace is shown (`recordsTrace`) renders one: the search asks only what
  /// failed where.
  func run(
    _ scenario: Scenario, text: String, _ app: ExploredApp, removedFaults: Set<FaultID> = [],
    probes: [Expectation], recordsTimeline: Bool = false, recordsCoverage: Bool = false,
    recordsTrace: Bool = false, judgesInvariants: Bool = true
  ) -> (ScenarioResult, UserTranscript) {
    var options = RunOptions(
      policy: app.policy, mistakes: app.mistakes, eventBudget: eventBudget, catalog: catalog,
      removedFaults: removedFaults, recordsTimeline: recordsTimeline, keepsTrace: recordsTrace)
    options.recordsCoverage = recordsCoverage
    options.recordsTrace = recordsTrace
    options.judgesInvariants = judgesInvariants
    let play = isolation.run(scenario, text: text, options: options, probes: probes)
    return (play.result, UserTranscript(samples: play.samples))
  }
}

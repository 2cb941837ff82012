import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine

/// Makes a failing story as small as it can while the same failure persists.
///
/// In order: cut the story at its failure and drop the steps that could not run; fault
/// ablation (each fault left out of the plan in turn through `RunOptions.removedFaults`, kept
/// out when the failure stays); delta debugging over the steps; then simpler values (fewer
/// items and profiles, rounder and earlier times, shorter durations, the header's defaults),
/// and delta debugging again. "The same failure" is the same invariant, or the same kind of
/// difference from the app compared against, occurring cleanly (see
/// ``TrialOutcome/isClean(_:at:)``). Everything is deterministic: a story and a failure always
/// shrink to the same result.
struct StoryShrinker {
  let trial: StoryTrial
  let signature: FailureSignature
  /// The most stories the shrinker runs; past it, it returns the smallest so far.
  var maximumEvaluations = 2_500
  /// The releases the exploration runs on (`--versions`): a shrunk story stays on one of them.
  var versions: [SystemVersion]?
  /// The stories run so far.
  private(set) var evaluations = 0
  private var verdicts: [String: Story?] = [:]

  init(trial: StoryTrial, signature: FailureSignature) {
    self.trial = trial
    self.signature = signature
  }

  /// The story cut at the failure, if `story` still fails the same way cleanly.
  ///
  /// A story whose failure shows at the start of step k (a difference) keeps the steps before
  /// k and moves its probe to step k's time; one whose failure happens during step k (an
  /// invariant) keeps the steps up to k.
  mutating func test(_ story: Story, removedFaults: Set<FaultID> = []) -> Story? {
    let key =
      story.scenarioText(title: "", about: [], closing: ["wait"])
      + removedFaults.map(\.description).sorted().joined(separator: ",")
      + "@\(story.probeOffset.milliseconds)"
    if let known = verdicts[key] { return known }
    guard evaluations < maximumEvaluations else { return nil }
    evaluations += 1
    var verdict: Story?
    if let outcome = trial.evaluate(story, removedFaults: removedFaults),
      let point = outcome.point(of: signature), outcome.isClean(signature, at: point)
    {
      verdict = Self.cut(story, signature, at: point)
    }
    verdicts[key] = verdict
    return verdict
  }

  /// `story` without what comes after the failure at `point`.
  static func cut(_ story: Story, _ signature: FailureSignature, at point: Int) -> Story {
    var cut = story
    guard point < story.steps.count else { return cut }
    if case .divergence = signature {
      cut.probe = story.steps[point].offset
      cut.steps = Array(story.steps[..<point])
    } else {
      cut.steps = Array(story.steps[...point])
      cut.probe = nil
    }
    return cut
  }

  /// The smallest story this shrinker finds that fails like `story`, or `nil` when `story`
  /// cannot be made to fail cleanly (the baseline breaks an invariant too, or steps that cannot
  /// run are needed for the failure).
  mutating func shrink(_ story: Story) -> Story? {
    guard var current = cleaned(story) else { return nil }
    current = ablatingFaults(current)
    current = minimizingSteps(current)
    let simpler = simplifyingValues(current)
    if simpler != current { current = minimizingSteps(simpler) }
    return current
  }

  /// `story` cut at its failure, without the steps that could not run under either app before
  /// it; `nil` when that does not give a clean failure.
  private mutating func cleaned(_ story: Story) -> Story? {
    var current = story
    for _ in 0..<4 {
      if let cut = test(current) { return cut }
      guard let outcome = trial.evaluate(current), let point = outcome.point(of: signature),
        !outcome.baselineBrokeInvariant
      else { return nil }
      let last = TrialOutcome.lastKeptStep(signature, point)
      let broken = Set(
        outcome.targetStepErrors.filter { $0 < point }
          + outcome.baselineFailures.filter {
            $0 <= last
          })
      guard !broken.isEmpty else { return nil }
      current.steps = current.steps.enumerated().filter { !broken.contains($0.offset) }.map(
        \.element)
    }
    return test(current)
  }

  /// `story` without the faults the failure does not need.
  private mutating func ablatingFaults(_ story: Story) -> Story {
    let faultSteps = story.steps.indices.filter {
      if case .system = story.steps[$0].action { return true }
      return false
    }
    var removed: Set<FaultID> = []
    for number in faultSteps.indices {
      let id = FaultID(number + 1)
      if test(story, removedFaults: removed.union([id])) != nil { removed.insert(id) }
    }
    guard !removed.isEmpty else { return story }
    var without = story
    let dropped = Set(
      faultSteps.indices.filter { removed.contains(FaultID($0 + 1)) }.map { faultSteps[$0] })
    without.steps = story.steps.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    return test(without) ?? story
  }

  /// `story` with a 1-minimal set of steps, by delta debugging.
  private mutating func minimizingSteps(_ story: Story) -> Story {
    var probe = story.probe
    let steps = DeltaDebugging.minimize(story.steps) { candidate in
      var trial = story
      trial.steps = candidate
      trial.probe = probe
      guard let cut = test(trial) else { return nil }
      probe = cut.probe
      return cut.steps
    }
    var result = story
    result.steps = steps
    result.probe = probe
    return test(result) ?? story
  }
}

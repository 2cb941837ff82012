import InvariantChecking
import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel
import SimulationEngine
import TimelineRendering

extension Explorer {
  /// The failure `signature` of run `runIndex`, shrunk and written as a scenario file with its
  /// trace (and timeline).
  func shrunkFailure(
    _ story: Story, _ signature: FailureSignature, run runIndex: Int, runSeed: UInt64,
    swarm: Swarm
  ) -> ExploredFailure {
    var shrinker = StoryShrinker(trial: trial, signature: signature)
    shrinker.versions = options.versions
    var final = shrinker.shrink(story) ?? story
    var closing: [String] = []
    var pins: [Expectation] = []
    if let outcome = trial.evaluate(final), let point = outcome.point(of: signature) {
      final = StoryShrinker.cut(final, signature, at: point)
      if case .divergence(let kind) = signature {
        pins = outcome.divergences[kind]?.pins ?? []
      } else if point >= final.steps.count {
        closing = ["wait"]
      }
    }
    closing = pins.map { "expect " + StatementText.describe($0) } + closing
    final.world.policy = options.policy
    let failure = signature.description(against: options.against)
    let fileName = self.fileName(run: runIndex, signature: signature)
    let title = "explore: \(failure) (seed \(options.seed), run \(runIndex))"
    let detail = self.detail(signature, pins: pins)
    let about = [
      "Found by '\(command)', run \(runIndex) (run seed \(runSeed)), shrunk from "
        + "\(story.steps.count) steps to \(final.steps.count + closing.count): \(failure).",
      detail,
      replay(fileName),
    ]
    let compiled = final.compiled(
      title: title, about: about, closing: closing, path: fileName, loader: trial.loader)
    let text =
      compiled?.text ?? final.scenarioText(title: title, about: about, closing: closing)
    var trace = ""
    var timeline: String?
    var reproduces = false
    var failureLine: String?
    if let scenario = compiled?.scenario {
      let probes = Divergence.probes(for: final)
      let source = compiled?.text ?? text
      let (result, _) = trial.run(
        scenario, text: source, trial.target, probes: probes, recordsTrace: true)
      trace = (result.trace + ["digest \(result.digest)"]).joined(separator: "\n") + "\n"
      let failsLikeThis: Bool
      let shown: ScenarioFailure?
      if case .invariant(let invariant) = signature {
        shown = result.failures.first { $0.invariant == invariant }
        failsLikeThis = shown != nil
      } else {
        shown = result.failures.first
        failsLikeThis = !result.passed
      }
      failureLine = shown.map { "\($0.line): \($0.message)" }
      let passesBaseline = trial.baseline.map {
        trial.run(scenario, text: source, $0, probes: probes).0.passed
      }
      // A skipped replay is neither: the file must run to fail.
      reproduces = failsLikeThis && !result.isSkipped && passesBaseline != false
      if options.recordsTimeline,
        let picture = trial.run(
          scenario, text: source, trial.target, probes: [], recordsTimeline: true
        ).0.timeline
      {
        timeline = HTMLTimelineRenderer().render(picture)
      }
    }
    return ExploredFailure(
      runIndex: runIndex, runSeed: runSeed, signature: signature, failure: failure,
      detail: detail, swarm: swarm, originalSteps: story.steps.count,
      steps: final.steps.count + closing.count, fileName: fileName, scenarioText: text,
      trace: trace, timelineHTML: timeline, reproduces: reproduces, occurrences: 1,
      shrinkRuns: shrinker.evaluations, failureLine: failureLine)
  }

  /// `stsim explore` (or the team's own program) with the options that matter for finding this
  /// run again.
  var command: String {
    var words = ["\(options.program) explore", "--seed \(options.seed)"]
    if options.policy != "recommended" { words.append("--policy \(options.policy)") }
    if !options.mistakes.isEmpty {
      words.append("--with \(options.mistakes.joined(separator: ","))")
    }
    if let against = options.against { words.append("--against \(against)") }
    if options.days != ExplorationOptions.defaultDays { words.append("--days \(options.days)") }
    if let versions = options.versions {
      words.append("--versions \(versions.map(\.description).joined(separator: ","))")
    }
    return words.joined(separator: " ")
  }

  /// How to replay the file, and what it shows: it fails under the app under test and passes
  /// under the baseline.
  ///
  /// The commands name the program that explored and, unless it is `recommended`, the policy,
  /// which the file's `policy` line names too.
  private func replay(_ fileName: String) -> String {
    let run = "\(options.program) run \(fileName)"
    let target = options.policy == "recommended" ? run : "\(run) --policy \(options.policy)"
    let mistakes = options.mistakes.joined(separator: ",")
    let failing = "'\(target)\(mistakes.isEmpty ? "" : " --with \(mistakes)")' fails"
    if let against = options.against {
      let passing = against == options.policy ? target : "\(run) --policy \(against)"
      return "Replay: \(failing); '\(passing)' passes."
    }
    return mistakes.isEmpty ? "Replay: \(failing)." : "Replay: \(failing); '\(target)' passes."
  }

  /// What failed, in a sentence.
  private func detail(_ signature: FailureSignature, pins: [Expectation]) -> String {
    let target = trial.target.name
    switch signature {
    case .invariant(let invariant):
      return "Under \(target), the invariant '\(invariant.rawValue)' breaks: \(invariant.rule)."
    case .divergence(let kind):
      let expectations = pins.map { "'expect \(StatementText.describe($0))'" }
      let baseline = options.against ?? "the baseline"
      let verb = expectations.count == 1 ? "holds" : "hold"
      return "What the user sees differs (\(kind.rawValue)): under \(baseline), "
        + "\(expectations.joined(separator: " and ")) \(verb) at the end; under \(target), not."
    case .eventBudget:
      return "Under \(target), the run never settles: it uses up its event budget."
    }
  }

  /// `seed1-run17-profile-isolation.scenario`, led by the mistakes when there are any.
  private func fileName(run runIndex: Int, signature: FailureSignature) -> String {
    let mistakes = options.mistakes.joined(separator: "+")
    return (mistakes.isEmpty ? "" : mistakes + "-")
      + "seed\(options.seed)-run\(runIndex)-\(signature.slug).scenario"
  }
}

import ScenarioLanguage
import ScenarioRunner
import ScreenTimeModel

/// What the user could see in a run, sampled at every step: which of a fixed list of
/// expectations about the screen held when the step began.
///
/// The expectations are those a scenario can write about what a person sees, never about the
/// app's insides: each item's effective shield state, whether it is blocked outside shields (an
/// app that will not launch, a page the web filter refuses), the shield shown by the most
/// recent open, the answer to the most recent tap, and whether it sent the user home. Two runs of one story
/// under two apps are compared sample by sample; an expectation that holds under one and not
/// under the other is a difference the user sees, and it is also the line that pins it in a
/// scenario file, since the runner's own check decided it.
struct UserTranscript: Sendable, Equatable {
  /// For each step, in order, whether each of the story's probes held when it began.
  var samples: [[Bool]]
}

/// What a difference between two transcripts is about.
public enum DivergenceKind: String, Sendable, Hashable, CaseIterable {
  /// Whether an item is shielded now.
  case shielded = "effective shield state"
  /// Whether an item is blocked outside shields: by application settings or the web filter.
  case blocked = "blocked state"
  /// The shield the most recent open showed.
  case shield = "shield shown"
  /// The answer to the most recent tap.
  case action = "action answer"
  /// Whether the most recent tap sent the user home.
  case appClosed = "app closed"

  /// The kind of difference an expectation can show.
  init?(probing expectation: Expectation) {
    switch expectation {
    case .shielded: self = .shielded
    case .blocked: self = .blocked
    case .shield: self = .shield
    case .action: self = .action
    case .appClosed: self = .appClosed
    default: return nil
    }
  }
}

/// The first step at which two transcripts differ, and the expectations that hold there under
/// the app compared against and fail under the app under test.
struct Divergence: Sendable, Equatable {
  /// The sample, which is the index of the step at whose start the difference shows.
  var sample: Int
  /// One pinning expectation for each kind of difference, in probe order.
  var pins: [Expectation]
  /// The kinds of difference, in probe order.
  var kinds: [DivergenceKind]

  /// The probes a story is sampled with: each app and web domain shielded and blocked, every
  /// shield, profile shield and action the runner can check, and the app closed.
  static func probes(for story: Story) -> [Expectation] {
    var probes: [Expectation] = []
    probes += story.world.apps.map { .shielded(ItemReference(.app, $0.alias), true) }
    probes += story.world.webDomains.map { .shielded(ItemReference(.web, $0.alias), true) }
    probes += story.world.apps.map { .blocked(ItemReference(.app, $0.alias), true) }
    probes += story.world.webDomains.map { .blocked(ItemReference(.web, $0.alias), true) }
    probes += [.shield(.none), .shield(.generic), .shield(.systemDefault)]
    probes += story.profiles.map { .shield(.profile($0)) }
    probes += ShieldResponse.allCases.map { .action($0) }
    probes.append(.appClosed)
    return probes
  }

  /// The first sample at which the app under test's transcript differs, in a way an
  /// expectation can pin, from the one compared against; for each sample only the kinds in
  /// `kinds` count.
  static func first(
    in target: UserTranscript, against baseline: UserTranscript, probes: [Expectation],
    kinds: Set<DivergenceKind> = Set(DivergenceKind.allCases)
  ) -> Divergence? {
    for (sample, (seen, expected)) in zip(target.samples, baseline.samples).enumerated() {
      var pins: [Expectation] = []
      var found: [DivergenceKind] = []
      for (index, probe) in probes.enumerated() where seen[index] != expected[index] {
        guard let kind = DivergenceKind(probing: probe), kinds.contains(kind),
          !found.contains(kind)
        else { continue }
        if expected[index] {
          pins.append(probe)
        } else if case .shielded(let item, true) = probe {
          pins.append(.shielded(item, false))
        } else if case .blocked(let item, true) = probe {
          pins.append(.blocked(item, false))
        } else {
          continue
        }
        found.append(kind)
      }
      if !pins.isEmpty { return Divergence(sample: sample, pins: pins, kinds: found) }
    }
    return nil
  }
}

/// Records a ``UserTranscript`` while a scenario runs, by asking the runner's own checks at the
/// start of every step.
///
/// A step begins, for this purpose, after every event due before the step has been processed
/// and before the step acts, which is exactly what an `expect` written there would see.
final class UserTranscriptRecorder: ScenarioRunObserver {
  private let probes: [Expectation]
  private(set) var transcript = UserTranscript(samples: [])

  init(probes: [Expectation]) {
    self.probes = probes
  }

  func stepWillAct(_ index: Int, probe: ExpectationProbe) {
    transcript.samples.append(probes.map(probe.holds))
  }

  var probedExpectations: [Expectation] { probes }
}

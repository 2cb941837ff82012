import ScenarioLanguage
import ScenarioRunner
import ScreenTimeAPI
import ScreenTimeHosting
import ScreenTimeModel
import SimulationEngine

/// What the apps a story runs under can do: the steps they declare unsupported and the
/// capabilities they lack, which a story never uses.
///
/// A scenario that uses either is skipped (``ScenarioResult/skipReason``), so a story that did
/// would be a run wasted, and a shrunk file that did would replay as skipped. Steps are checked
/// as they are drawn, since what a scenario needs depends on the steps before (two profiles on
/// at once, an edit while a session is on).
struct AppReach: Sendable, Equatable {
  /// The steps some app declares unsupported.
  var unsupportedSteps: Set<AppStep> = []
  /// The capabilities some app lacks.
  var lacking: Set<AppCapability> = []

  /// Everything in reach: no app lacks anything.
  static let everything = AppReach()

  init(unsupportedSteps: Set<AppStep> = [], lacking: Set<AppCapability> = []) {
    self.unsupportedSteps = unsupportedSteps
    self.lacking = lacking
  }

  /// What all of `apps` can do: a story must run under each.
  init(_ apps: [AppBundle]) {
    for app in apps {
      unsupportedSteps.formUnion(app.unsupportedSteps)
      lacking.formUnion(app.lacking)
    }
  }

  /// What the apps of `catalog` named by `apps` can do for a story with `world`'s member and
  /// `policy-option` choices.
  init(_ apps: [ExploredApp], in catalog: PolicyCatalog, for world: StoryWorld) {
    self.init(
      apps.compactMap {
        catalog.bundle(
          named: $0.policy, mistakes: Set($0.mistakes),
          member: world.member == .child ? .child : .individual,
          options: Set(world.policyOptions))
      })
  }

  /// Whether every app has a method for `action`.
  func supports(_ action: Action) -> Bool {
    unsupportedSteps.isEmpty || action.appSteps.allSatisfy { !unsupportedSteps.contains($0) }
  }

  /// Whether every app can run a story of `world` with `steps`: each step supported, and no
  /// capability needed that an app lacks.
  ///
  /// - Complexity: O(*n*) in the number of steps.
  func admits(_ steps: [StoryStep], in world: StoryWorld) -> Bool {
    guard steps.allSatisfy({ supports($0.action) }) else { return false }
    guard !lacking.isEmpty else { return true }
    var scenario = Scenario(path: "", title: "")
    scenario.systemVersion = world.systemVersion
    scenario.timeZone = world.timeZone
    scenario.start = world.start
    scenario.member = world.member
    let start = world.startInstant
    let location = SourceLocation(file: "", line: 1, column: 1)
    scenario.steps = steps.map {
      Step(
        location: location, timePrefix: .none, instant: start + $0.offset,
        end: start + $0.end, action: $0.action)
    }
    return !scenario.neededCapabilities().contains { lacking.contains($0.capability) }
  }
}

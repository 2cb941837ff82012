import ScenarioLanguage
import ScreenTimeModel

/// What the runner itself records of a run, beside the device's events: the scenario, each
/// step's statement and each expectation's outcome, a step that could not run, the faults.
///
/// The trace renders these where they happen, in order with the device's events; nothing reads
/// them back.
enum RunEvent {
  /// The run of the scenario titled `title`, from `file`, begins.
  case scenarioBegan(title: String, file: String)
  /// The device and app the scenario runs with.
  case settings(
    version: SystemVersion, build: String, zone: String, seed: UInt64, member: String,
    app: String)
  /// A step's statement, about to act: who acts, what, and the step's line.
  case stepStated(subject: StepSubject, text: String, line: Int)
  /// An expectation, checked: whether it held.
  case expectationChecked(text: String, holds: Bool, line: Int)
  /// The step at `line` could not run.
  case stepFailed(line: Int, message: String)
  /// The device refused the step at `line`, as the scenario expects (`expect refused`).
  case stepRefused(line: Int, reason: StepRefusal, message: String)
  /// What watches the app's code stopped the run after the step at `line`, for `reason`: a death
  /// the scenario cannot go on from, or a replay whose runs of app code differ from the play
  /// that died.
  case runStopped(line: Int, reason: String)
  /// A fault the run leaves out (`RunOptions.removedFaults`) takes its number only.
  case faultRemoved(FaultID)
  /// What a fault of the run did, at its end.
  case faultSummarized(String)
  /// A line an observer of the steps wrote at a step's end (the invariant checker's).
  case observed(ObserverNote)

  /// The trace line: the process column and the message.
  var line: (process: String, message: String) {
    switch self {
    case .scenarioBegan(let title, let file): ("scenario", "\"\(title)\" \(file)")
    case .settings(let version, let build, let zone, let seed, let member, let app):
      (
        "scenario",
        "iOS \(version) (\(build)), timezone \(zone), seed \(seed), member \(member), app \(app)"
      )
    case .stepStated(let subject, let text, let line): (subject.rawValue, "\(text) [line \(line)]")
    case .expectationChecked(let text, let holds, let line):
      ("expect", "\(text): \(holds ? "ok" : "FAILED") [line \(line)]")
    case .stepFailed(let line, let message):
      ("scenario", "the step at line \(line) failed: \(message)")
    case .stepRefused(let line, let reason, let message):
      ("scenario", "the step at line \(line) is refused (\(reason.rawValue)): \(message)")
    case .runStopped(let line, let reason):
      ("scenario", "the run stops after the step at line \(line): \(reason)")
    case .faultRemoved(let id): ("faults", "\(id) removed from this run")
    case .faultSummarized(let summary): ("faults", summary)
    case .observed(let note): (note.process, note.message)
    }
  }
}

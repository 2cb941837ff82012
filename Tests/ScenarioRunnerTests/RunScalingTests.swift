import Foundation
import ReferenceApp
import ReferenceCatalog
import ScenarioLanguage
import ScreenTimeModel
import Testing

@testable import ScenarioRunner

/// Ten times the input costs at most about ten times the work, measured in counts rather than
/// time: the run path's work is what the device does (each event its observers see, each byte
/// the app reads or writes in the App Group and its own container, each token handed out, each
/// byte of the trace).
///
/// A plain `swift test` compares 10,000 steps with 1,000 and 100 profiles with 10;
/// `STSIM_FULL_SCALE=1`, which `.ci/run` sets, compares 100,000 steps and 1,000 profiles with a
/// tenth of each.
struct RunScalingTests {
  /// Whether to run the sizes the robustness guarantees name (slower in a debug build).
  static let fullScale = ProcessInfo.processInfo.environment["STSIM_FULL_SCALE"] == "1"
  /// The most work ten times the input may cost, as a multiple of the work of the tenth.
  static let allowedRatio = 12.0

  /// Counts the work the simulator does as a device's events are observed: one unit for each
  /// event and for each byte of text the simulator renders and checks (notes, diagnostics) or
  /// token it hands out.
  ///
  /// The bytes the app stores are the app's work, not the simulator's, and are left out: the
  /// reference app keeps an index of every profile in the App Group and a list of every
  /// profile's name in its own container, so each save writes bytes in proportion to the
  /// profiles, by the app's design.
  final class WorkMeter: SystemEventObserver {
    private(set) var work = 0

    func observe(_ event: SystemEvent, on device: any DeviceView) -> [ObserverNote] {
      work += 1
      switch event.kind {
      case .tokensHandedOut(let tokens, _):
        work += tokens.count
      case .note(_, let message):
        work += message.utf8.count
      case .diagnosticLogged(let record):
        work += record.code.utf8.count
        for field in record.fields { work += field.key.utf8.count + field.value.utf8.count }
      default:
        break
      }
      return []
    }
  }

  /// The simulator's work in running `text` under the reference app, with the bytes of its trace
  /// and the engine's events.
  static func work(running text: String) throws -> (work: Int, result: ScenarioResult) {
    let scenario = try ScenarioLoader().scenario(from: text)
    let execution = ScenarioExecution(
      scenario: scenario, app: ReferencePolicy.bundle(), options: RunOptions())
    let meter = WorkMeter()
    execution.device.addObserver(meter)
    let result = execution.run()
    let traceBytes = result.trace.reduce(0) { $0 + $1.utf8.count }
    return (meter.work + traceBytes + result.events, result)
  }

  /// Expects the work of the larger size within ``allowedRatio`` times the smaller's.
  static func expectLinear(
    small: Int, large: Int, _ what: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let ratio = Double(large) / Double(max(1, small))
    #expect(
      ratio <= allowedRatio, "\(what): work \(small), then \(large) (×\(ratio))",
      sourceLocation: sourceLocation)
    #expect(ratio >= 5, "\(what): the counter grows with the input", sourceLocation: sourceLocation)
  }

  /// `count` one-second waits, each followed by an expectation.
  static func waits(_ count: Int) -> String {
    """
    scenario "many steps"
    app insta com.burbn.instagram category social
    user approves authorization
    user picks work apps insta
    user blocks work now

    """ + String(repeating: "+1s wait\nexpect shielded insta\n", count: count / 2)
  }

  @Test func tenTimesTheStepsCostAboutTenTimesTheWork() throws {
    let steps = Self.fullScale ? 100_000 : 10_000
    let small = try Self.work(running: Self.waits(steps / 10))
    let large = try Self.work(running: Self.waits(steps))
    #expect(small.result.passed && large.result.passed, "\(large.result.failureLines.prefix(3))")
    Self.expectLinear(small: small.work, large: large.work, "\(steps / 10) and \(steps) steps")
  }

  /// `count` profiles, each picked, blocked, scheduled and then looked at by the user.
  static func profiles(_ count: Int) -> String {
    var text = """
      scenario "many profiles"
      app insta com.burbn.instagram category social
      app chess com.chess.app category games
      user approves authorization

      """
    for index in 0..<count {
      text += "user picks p\(index) apps insta categories games\nuser blocks p\(index) now\n"
    }
    text += "user opens insta\nexpect shielded insta\n"
    return text
  }

  @Test func tenTimesTheProfilesAndStoresCostAboutTenTimesTheWork() throws {
    let profiles = Self.fullScale ? 1_000 : 100
    let small = try Self.work(running: Self.profiles(profiles / 10))
    let large = try Self.work(running: Self.profiles(profiles))
    #expect(small.result.passed && large.result.passed, "\(large.result.failureLines.prefix(3))")
    Self.expectLinear(
      small: small.work, large: large.work, "\(profiles / 10) and \(profiles) profiles")
  }
}

import ScenarioLanguage
import ScreenTimeModel

/// Watches a scenario run from the outside, step by step: the run's own lifecycle, beside the
/// device's `SystemEvent`s.
///
/// For each step the runner says, in order, that it begins (before the world runs up to the
/// step's time), that it is about to act (the world is at its time), and that it has ended. A
/// run that uses up its event budget stops inside a step, which then has no end. An observer
/// only watches: a run with observers prints the same trace and digest as one without.
public protocol ScenarioRunObserver: AnyObject {
  /// The runner begins step `index`; what happens until its next step begins is attributed to
  /// `cause`, unless the system starts it (a callback).
  func stepDidBegin(_ index: Int, cause: Cause)

  /// Step `index` is about to act: every event due before its instant has been processed.
  ///
  /// `probe` checks expectations now, as an `expect` written just before the step would.
  func stepWillAct(_ index: Int, probe: ExpectationProbe)

  /// Step `index` has ended; `failure` is its first failure, `nil` when it ran (or held).
  func stepDidEnd(_ index: Int, failure: String?)

  /// The expectations this observer may check through the probe of ``stepWillAct(_:probe:)``.
  ///
  /// A run keeps the callbacks and diagnostics that the scenario's expectations and these can
  /// ask about, and no others; a probe of an `expect callback` or `expect diagnostic` left out
  /// here sees none delivered or written. The default is none.
  var probedExpectations: [Expectation] { get }
}

extension ScenarioRunObserver {
  public func stepDidBegin(_ index: Int, cause: Cause) {}
  public func stepWillAct(_ index: Int, probe: ExpectationProbe) {}
  public func stepDidEnd(_ index: Int, failure: String?) {}
  public var probedExpectations: [Expectation] { [] }
}

/// Checks expectations on a running scenario's world, for a ``ScenarioRunObserver``.
public struct ExpectationProbe {
  private let failure: (Expectation) -> String?
  private let check: (Expectation) -> Bool
  private let checkEvery: ([Expectation]) -> [Bool]
  /// A number that stays the same for as long as whether an item is shielded or blocked
  /// (`expect '<item>' shielded`, `expect '<item>' blocked`) cannot change; `nil` when that is
  /// not known.
  ///
  /// Two probes of one run with the same revision give the same answer to every such
  /// expectation, so an observer that samples them at every step may reuse its last answers.
  public let settingsRevision: UInt64?

  /// A probe that explains with `failure` and checks with `holds` one expectation at a time or
  /// with `holdsEvery` several at once, which must say whether `failure` gives `nil`, the
  /// message left unwritten.
  init(
    failure: @escaping (Expectation) -> String?, holds: @escaping (Expectation) -> Bool,
    holdsEvery: @escaping ([Expectation]) -> [Bool], settingsRevision: UInt64? = nil
  ) {
    self.settingsRevision = settingsRevision
    self.failure = failure
    self.check = holds
    self.checkEvery = holdsEvery
  }

  /// Whether `expectation` holds now.
  public func holds(_ expectation: Expectation) -> Bool {
    check(expectation)
  }

  /// Whether each of `expectations` holds now, in their order: what ``holds(_:)`` says of each,
  /// with the system's settings resolved once for all of them.
  public func holds(every expectations: [Expectation]) -> [Bool] {
    checkEvery(expectations)
  }

  /// Why `expectation` does not hold now (`expected ..., got ...`); `nil` when it holds.
  public func failure(of expectation: Expectation) -> String? {
    failure(expectation)
  }
}

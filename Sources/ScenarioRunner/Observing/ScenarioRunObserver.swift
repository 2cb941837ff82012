import ScenarioLanguage

/// Watches a scenario run from the outside, step by step.
///
/// The device's own events go to its `SystemEventObserver`s; the runner tells these observers
/// about the run itself. An observer only watches: it cannot change the run, and a run with
/// observers prints the same trace and digest as one without.
public protocol ScenarioRunObserver: AnyObject {
  /// Step `index` is about to act: every event due before its instant has been processed.
  ///
  /// `probe` checks expectations now, as an `expect` written just before the step would.
  func stepWillBegin(_ index: Int, probe: ExpectationProbe)
}

/// Checks expectations on a running scenario's world, for a ``ScenarioRunObserver``.
public struct ExpectationProbe {
  private let failure: (Expectation) -> String?

  init(_ failure: @escaping (Expectation) -> String?) {
    self.failure = failure
  }

  /// Whether `expectation` holds now.
  public func holds(_ expectation: Expectation) -> Bool {
    failure(expectation) == nil
  }

  /// Why `expectation` does not hold now (`expected ..., got ...`); `nil` when it holds.
  public func failure(of expectation: Expectation) -> String? {
    failure(expectation)
  }
}

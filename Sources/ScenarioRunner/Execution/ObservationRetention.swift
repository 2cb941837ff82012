import ScenarioLanguage
import ScreenTimeModel

/// Which of a run's monitor callbacks and diagnostics its expectations can ask about, so that a
/// long run keeps only those.
///
/// `expect callback`, `expect no callback` and `expect callback … count` read the deliveries of
/// one callback, with the event and profile they name; `expect diagnostic` and `expect no
/// diagnostic` read the records of one code. Whatever no expectation of the scenario (or of an
/// observer's probes) names can never be asked, so a ten-year run of a busy app holds only what
/// its `expect` steps read, however many callbacks it delivers.
struct ObservationRetention: Sendable, Equatable {
  /// A callback filter of one expectation: the callback, and the event and profile when named.
  struct CallbackFilter: Sendable, Equatable {
    var callback: MonitorCallback
    var event: String?
    var profile: String?

    func matches(callback other: MonitorCallback, event: String?, profile: String?) -> Bool {
      callback == other && (self.event == nil || self.event == event)
        && (self.profile == nil || self.profile == profile)
    }
  }

  /// The callback filters named, in the order first met, without repeats.
  private(set) var callbacks: [CallbackFilter] = []
  /// The diagnostic codes named.
  private(set) var diagnosticCodes: Set<String> = []

  /// What `expectations` can ask about.
  init(expectations: some Sequence<Expectation>) {
    for expectation in expectations {
      switch expectation {
      case .callback(let callback, let event, let profile, _),
        .noCallback(let callback, let event, let profile),
        .callbackCount(let callback, let event, let profile, _):
        let filter = CallbackFilter(callback: callback, event: event, profile: profile)
        if !callbacks.contains(filter) { callbacks.append(filter) }
      case .diagnostic(let code, _), .noDiagnostic(let code):
        diagnosticCodes.insert(code)
      default:
        break
      }
    }
  }

  /// What the expectations of `scenario`'s steps and `probed` can ask about.
  init(scenario: Scenario, probed: [Expectation] = []) {
    let written = scenario.steps.lazy.compactMap { step -> Expectation? in
      if case .expect(let expectation) = step.action { return expectation }
      return nil
    }
    self.init(expectations: Array(written) + probed)
  }

  /// Whether a delivery of `callback` (for `event` of the activity of `profile`) can be asked
  /// about.
  ///
  /// - Complexity: O(f) in the number of callback filters named.
  func retainsDelivery(of callback: MonitorCallback, event: String?, profile: String?) -> Bool {
    callbacks.contains { $0.matches(callback: callback, event: event, profile: profile) }
  }

  /// Whether a diagnostic record with `code` can be asked about.
  func retainsDiagnostic(code: String) -> Bool {
    diagnosticCodes.contains(code)
  }
}

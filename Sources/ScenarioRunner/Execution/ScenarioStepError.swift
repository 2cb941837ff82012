import ScenarioLanguage
import ScreenTimeHosting

/// A scenario step that cannot be carried out because of what the scenario says, rather than
/// what the device allows.
enum ScenarioStepError: Error, Equatable {
  /// A storage fault on a profile's copy when there is none.
  case noCopy(location: String, profile: String)
  /// A step that reaches a ``ScreenTimeApp`` requirement the app left to its default.
  case unhandled(step: String, method: String)

  /// The failure in the `expected ..., got ...` form of failure lines.
  var message: String {
    switch self {
    case .noCopy(let location, let profile):
      "expected a \(location) copy of profile '\(profile)', got none"
    case .unhandled(let step, let method):
      "expected the app to handle '\(step)', got no implementation of ScreenTimeApp.\(method)"
    }
  }
}

/// What a step does, by who acts: a person, the app under test, the system misbehaving, time
/// passing, or an expectation.
///
/// Each family is its own enum (``UserAction``, ``AppCommand``, ``SystemFault``), built by the
/// statement table's entries for that family, so that who acts is a property of the value, not
/// of its text. Aliases are resolved: an ``ItemReference`` names a declared app, web domain or
/// category, and a profile is its name (profiles are created by the first step that names them).
public enum Action: Sendable, Equatable {
  /// A person acting on the device, in the app's UI or in Settings: the device owner, or the
  /// guardian for a child.
  case user(UserAction)
  /// The main app under test acting on its own, launched in the background if it is not running.
  case app(AppCommand)
  /// The system, the backend or the App Group behaving as the scenario injects: a fault.
  case system(SystemFault)
  /// `wait`.
  case wait
  /// `expect ...`.
  case expect(Expectation)

  /// Who acts in the step: the trace's process column.
  public var subject: StepSubject {
    switch self {
    case .user(let action): action.subject
    case .app: .app
    case .system(let fault): fault.subject
    case .wait: .scenario
    case .expect: .expect
    }
  }
}

/// Who a step's statement says acts, as its first word reads.
public enum StepSubject: String, Sendable, Equatable {
  case user
  case guardian
  case app
  case os
  case backend
  case appgroup
  case expect
  /// `wait`: nobody acts, the scenario lets time pass.
  case scenario
}

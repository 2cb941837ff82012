import ScreenTimeModel

/// A `ShieldActionResponse` case.
public enum ActionResponse: String, Sendable, Equatable, CaseIterable {
  case close
  case `defer`
  case none
  case openParentalControlsApp
}

/// `ShieldActionResponse`.
public enum ShieldResponse: String, Sendable, Equatable, CaseIterable {
  case none
  case close
  case `defer`
  case openParentalControlsApp
}

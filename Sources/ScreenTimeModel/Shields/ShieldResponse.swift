/// `ShieldActionResponse`.
///
/// The cases are in the order scenario files list them: `close|defer|none|openParentalControlsApp`.
public enum ShieldResponse: String, Sendable, Equatable, CaseIterable {
  case close
  case `defer`
  case none
  case openParentalControlsApp
}

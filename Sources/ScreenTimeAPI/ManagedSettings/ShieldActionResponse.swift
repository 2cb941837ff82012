/// What the system does after a button press: `ManagedSettings.ShieldActionResponse`.
public enum ShieldActionResponse: Int, Sendable, Hashable {
  /// Nothing further; the shield stays.
  case none
  /// Close the app or browser: back to the home screen.
  case close
  /// Redraw the shield, asking the configuration extension again.
  case `defer`
  /// Open the app responsible for the shield (iOS 26.5).
  case openParentalControlsApp
}

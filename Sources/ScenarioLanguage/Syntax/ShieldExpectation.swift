import ScreenTimeModel

/// What `expect shield` checks about the shield shown by the most recent open.
public enum ShieldExpectation: Sendable, Equatable {
  /// The app's declared generic shield.
  case generic
  /// The system's own shield (extension missing, crashed or too slow).
  case systemDefault
  /// No shield: the item opened normally.
  case none
  /// Not the generic shield, and the title or subtitle contains the profile's name.
  case profile(String)
  /// The title is exactly this text.
  case title(String)
  /// The subtitle contains this text.
  case subtitleContains(String)
}

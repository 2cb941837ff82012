import Foundation
import ScreenTimeAPI

/// A profile's state as the app keeps it.
public enum ProfileReport: String, Sendable, Equatable {
  /// The profile has a selection the app can apply (`expect profile <profile> ready`).
  case ready
  /// The profile's selection must be picked again before it can be applied, as after its tokens
  /// stopped working (`needs-reselection`).
  case needsReselection = "needs-reselection"
  /// The user disabled the profile; its selection is kept (`disabled`).
  case disabled
  /// The user deleted the profile (`deleted`).
  case deleted
}

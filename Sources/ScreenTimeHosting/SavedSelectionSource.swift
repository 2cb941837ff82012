import Foundation
import ScreenTimeAPI

/// Where `app restores` reads a saved selection from.
public enum SavedSelectionSource: String, Sendable, Equatable {
  /// The app's backend, through `BackendClient` (`app restores <profile> from backend`).
  case backend
  /// The App Group container shared with the extensions (`app restores <profile> from appgroup`).
  case appGroup
}

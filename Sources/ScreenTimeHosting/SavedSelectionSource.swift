import Foundation
import ScreenTimeAPI

/// Where `app restores` reads a saved selection from.
public enum SavedSelectionSource: String, Sendable, Equatable {
  case backend
  case appGroup
}

import Foundation
import ScreenTimeAPI

/// A profile's state as the app keeps it.
public enum ProfileReport: String, Sendable, Equatable {
  case ready
  case needsReselection = "needs-reselection"
  case disabled
  case deleted
}

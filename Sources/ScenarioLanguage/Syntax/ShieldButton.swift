import ScreenTimeModel
import SimulationEngine

/// A button on the shield.
public enum ShieldButton: Sendable, Equatable {
  case primary
  case secondary
  /// A secondary-button submenu item, 1 through 3 (iOS 26.4 and later).
  case submenu(Int)
}

import ScreenTimeModel
import SimulationEngine

/// A button on the shield.
public enum ShieldButton: Sendable, Equatable {
  case primary
  case secondary
  /// A secondary-button submenu item, 1 through 3 (iOS 26.4 and later).
  case submenu(Int)

  /// The button as statements write it: `primary`, `secondary`, `submenu 2`.
  public var name: String {
    switch self {
    case .primary: "primary"
    case .secondary: "secondary"
    case .submenu(let index): "submenu \(index)"
    }
  }
}

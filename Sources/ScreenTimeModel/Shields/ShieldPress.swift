/// A button the user pressed on a shield: `ShieldAction`.
public enum ShieldPress: Sendable, Equatable, CustomStringConvertible {
  case primary
  case secondary
  /// A secondary-button submenu item, 1 through 3.
  case submenu(Int)

  public var description: String {
    switch self {
    case .primary: "primary"
    case .secondary: "secondary"
    case .submenu(let index): "submenu \(index)"
    }
  }
}

import ScreenTimeModel
import SimulationEngine

/// A declared app, web domain or category, by alias.
public struct ItemReference: Hashable, Sendable, CustomStringConvertible {
  /// What kind of item the alias was declared as.
  public enum Kind: String, Hashable, Sendable {
    case app
    case web
    case category
  }

  public var kind: Kind
  public var alias: String

  public init(_ kind: Kind, _ alias: String) {
    self.kind = kind
    self.alias = alias
  }

  public var description: String { alias }
}

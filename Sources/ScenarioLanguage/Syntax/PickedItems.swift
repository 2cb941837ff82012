import ScreenTimeModel
import SimulationEngine

/// What the user chooses in the picker.
public struct PickedItems: Sendable, Equatable {
  /// App aliases, in order.
  public var apps: [String] = []
  /// Category aliases, in order.
  public var categories: [String] = []
  /// Web aliases, in order.
  public var webDomains: [String] = []
  /// `entire-categories`: a chosen category also brings its apps and web domains.
  public var includesEntireCategories = false
  /// `as allow-list`: the profile shields everything except what was chosen.
  public var isAllowList = false

  public init(
    apps: [String] = [], categories: [String] = [], webDomains: [String] = [],
    includesEntireCategories: Bool = false, isAllowList: Bool = false
  ) {
    self.apps = apps
    self.categories = categories
    self.webDomains = webDomains
    self.includesEntireCategories = includesEntireCategories
    self.isAllowList = isAllowList
  }

  /// Whether the user chose nothing.
  public var isEmpty: Bool { apps.isEmpty && categories.isEmpty && webDomains.isEmpty }
}

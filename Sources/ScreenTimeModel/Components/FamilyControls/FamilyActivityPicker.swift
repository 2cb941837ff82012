/// The system's activity picker: what a choice in `FamilyActivityPicker` brings in.
///
/// Models the picker's OS side. The app never sees names, only the tokens the system mints for
/// the chosen items; with `includeEntireCategory`, a chosen category brings in its apps and web
/// domains too. Whether the picker shows anything (authorization) and its faults are decided by
/// the device when it presents the picker.
public struct FamilyActivityPicker: Sendable, Equatable {
  /// What the user chooses.
  public struct Choice: Sendable, Equatable {
    public var apps: [Item]
    public var webDomains: [Item]
    public var categories: [Item]
    /// `includeEntireCategory`: a chosen category brings in its members.
    public var includesEntireCategories: Bool

    public init(
      apps: [Item] = [], webDomains: [Item] = [], categories: [Item] = [],
      includesEntireCategories: Bool = false
    ) {
      self.apps = apps
      self.webDomains = webDomains
      self.categories = categories
      self.includesEntireCategories = includesEntireCategories
    }
  }

  /// The tokens the picker returns, by kind, in the order they were chosen.
  public struct Selection: Sendable, Equatable {
    public var applications: [OpaqueToken] = []
    public var categories: [OpaqueToken] = []
    public var webDomains: [OpaqueToken] = []

    public init() {}

    /// Whether nothing was returned.
    public var isEmpty: Bool { applications.isEmpty && categories.isEmpty && webDomains.isEmpty }

    /// Every token, apps, categories, then web domains.
    public var allTokens: [OpaqueToken] { applications + categories + webDomains }
  }

  /// The items a choice brings in, in the order the picker lists them: apps, web domains, then
  /// each category followed by its members when whole categories are included.
  static func items(of choice: Choice, in inventory: Inventory) -> [Item] {
    var items = choice.apps + choice.webDomains
    for category in choice.categories {
      items.append(category)
      if choice.includesEntireCategories, case .category(let index) = category {
        items += inventory.members(of: index)
      }
    }
    return items
  }
}

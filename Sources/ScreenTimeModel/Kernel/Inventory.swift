/// What is on the simulated device: installed apps, web domains and activity categories.
///
/// Built from the scenario's `app`, `web` and `category` declarations. Items are named by their
/// scenario alias, which traces use; apps never see these names outside the shield
/// configuration extension.
public struct Inventory: Sendable, Equatable {
  /// An installed app.
  public struct App: Sendable, Equatable {
    public var name: String
    public var bundleIdentifier: String
    public var displayName: String
    /// Index into ``Inventory/categories``.
    public var category: Int?

    public init(name: String, bundleIdentifier: String, displayName: String, category: Int?) {
      self.name = name
      self.bundleIdentifier = bundleIdentifier
      self.displayName = displayName
      self.category = category
    }
  }

  /// A web domain.
  public struct Web: Sendable, Equatable {
    public var name: String
    public var domain: String
    /// Index into ``Inventory/categories``.
    public var category: Int?
    /// Whether the site has adult content, which the `.auto` web filter blocks.
    public var isAdult: Bool
    /// Index into ``Inventory/apps`` of the app whose web domain this is (`web ... of <app>`):
    /// Apple counts usage of "a small subset of popular App Store apps" with their domains.
    public var associatedApp: Int?

    public init(
      name: String, domain: String, category: Int?, isAdult: Bool = false,
      associatedApp: Int? = nil
    ) {
      self.name = name
      self.domain = domain
      self.category = category
      self.isAdult = isAdult
      self.associatedApp = associatedApp
    }
  }

  /// An activity category.
  public struct Category: Sendable, Equatable {
    public var name: String
    public var displayName: String

    public init(name: String, displayName: String) {
      self.name = name
      self.displayName = displayName
    }
  }

  public var apps: [App] = []
  public var webDomains: [Web] = []
  public var categories: [Category] = []

  /// The items whose usage an event that names `item` also counts: an app's declared web
  /// domains, and a web domain's app.
  public func associated(with item: Item) -> [Item] {
    switch item {
    case .app(let index):
      webDomains.indices.filter { webDomains[$0].associatedApp == index }.map(Item.web)
    case .web(let index):
      webDomains[index].associatedApp.map { [.app($0)] } ?? []
    case .category:
      []
    }
  }

  public init(apps: [App] = [], webDomains: [Web] = [], categories: [Category] = []) {
    self.apps = apps
    self.webDomains = webDomains
    self.categories = categories
  }

  /// The scenario name of `item`.
  public func name(of item: Item) -> String {
    switch item {
    case .app(let index): apps[index].name
    case .web(let index): webDomains[index].name
    case .category(let index): categories[index].name
    }
  }

  /// The category `item` belongs to, if any (a category belongs to none).
  public func category(of item: Item) -> Int? {
    switch item {
    case .app(let index): apps[index].category
    case .web(let index): webDomains[index].category
    case .category: nil
    }
  }

  /// Every app and web domain of `category`, apps first, in declaration order.
  public func members(of category: Int) -> [Item] {
    apps.indices.filter { apps[$0].category == category }.map(Item.app)
      + webDomains.indices.filter { webDomains[$0].category == category }.map(Item.web)
  }

  /// The item named `name`, if any.
  public func item(named name: String) -> Item? {
    if let index = apps.firstIndex(where: { $0.name == name }) { return .app(index) }
    if let index = webDomains.firstIndex(where: { $0.name == name }) { return .web(index) }
    if let index = categories.firstIndex(where: { $0.name == name }) { return .category(index) }
    return nil
  }

  /// Every item, apps, then web domains, then categories, in declaration order.
  public var allItems: [Item] {
    apps.indices.map(Item.app) + webDomains.indices.map(Item.web)
      + categories.indices.map(Item.category)
  }
}

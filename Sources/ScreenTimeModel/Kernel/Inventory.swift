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

  public var apps: [App] = [] { didSet { reindex() } }
  public var webDomains: [Web] = [] { didSet { reindex() } }
  public var categories: [Category] = [] { didSet { reindex() } }
  /// Each name's item, as ``item(named:)`` finds it; rebuilt whenever the items change, so that
  /// a lookup is O(1) and naming N items is linear in N.
  private var itemsByName: [String: Item] = [:]

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
    reindex()
  }

  public static func == (lhs: Inventory, rhs: Inventory) -> Bool {
    lhs.apps == rhs.apps && lhs.webDomains == rhs.webDomains && lhs.categories == rhs.categories
  }

  /// Rebuilds ``itemsByName``: the first app of a name, else the first web domain, else the
  /// first category.
  private mutating func reindex() {
    var index: [String: Item] = [:]
    index.reserveCapacity(apps.count + webDomains.count + categories.count)
    for (position, app) in apps.enumerated() where index[app.name] == nil {
      index[app.name] = .app(position)
    }
    for (position, web) in webDomains.enumerated() where index[web.name] == nil {
      index[web.name] = .web(position)
    }
    for (position, category) in categories.enumerated() where index[category.name] == nil {
      index[category.name] = .category(position)
    }
    itemsByName = index
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

  /// The item named `name`, if any: an app before a web domain before a category of the same
  /// name, the first declared of each.
  ///
  /// - Complexity: O(1) on average.
  public func item(named name: String) -> Item? { itemsByName[name] }

  /// Every item, apps, then web domains, then categories, in declaration order.
  public var allItems: [Item] {
    apps.indices.map(Item.app) + webDomains.indices.map(Item.web)
      + categories.indices.map(Item.category)
  }
}

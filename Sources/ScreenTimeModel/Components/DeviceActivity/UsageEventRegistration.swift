/// A registered usage event with the items its tokens resolved to.
struct UsageEventRegistration {
  var specification: UsageEventSpecification
  /// The items whose use counts; `nil` counts all activity.
  var matchedItems: Set<Item>?
  var name: String { specification.name }

  /// The event as the system registers it: its tokens resolved to items as of now.
  ///
  /// An event with no tokens counts all activity. Tokens the system cannot resolve under the
  /// current epoch match nothing; a category token matches every app and web domain of the
  /// category. With `countsAssociatedDomains`, an app also matches its declared web domains and
  /// a domain its app (Apple: "an event that includes an app implicitly includes usage of the
  /// app's web domain"; "some web domains have associated apps included implicitly").
  init(
    _ specification: UsageEventSpecification, tokens: TokenVault, epoch: Int,
    inventory: Inventory, countsAssociatedDomains: Bool = true
  ) {
    self.specification = specification
    guard
      !specification.applications.isEmpty || !specification.categories.isEmpty
        || !specification.webDomains.isEmpty
    else {
      matchedItems = nil
      return
    }
    var items = Set<Item>()
    let tokensOfEvent = specification.applications.union(specification.webDomains)
      .union(specification.categories)
    for token in tokensOfEvent {
      guard let record = tokens.record(of: token), record.epoch == epoch else { continue }
      if case .category(let index) = record.item {
        items.formUnion(inventory.members(of: index))
      } else {
        items.insert(record.item)
        if countsAssociatedDomains { items.formUnion(inventory.associated(with: record.item)) }
      }
    }
    matchedItems = items
  }
}

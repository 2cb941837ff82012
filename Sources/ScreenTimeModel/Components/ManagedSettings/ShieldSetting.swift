/// One of the four shield settings of a store.
public enum ShieldSetting: String, Sendable, Hashable, CaseIterable {
  case applications
  case applicationCategories
  case webDomains
  case webDomainCategories
}

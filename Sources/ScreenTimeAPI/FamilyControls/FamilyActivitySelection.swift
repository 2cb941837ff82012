import Foundation
import ScreenTimeModel
import SimulationEngine

/// What the user chose in the activity picker: tokens for apps, categories and web domains.
///
/// Mirrors `FamilyControls.FamilyActivitySelection`, including its observed JSON shape:
/// `applicationTokens`, `categoryTokens`, `webDomainTokens`, three `untokenized…Identifiers`
/// arrays and `includeEntireCategory`, each token as `{"data":"<base64>"}`.
///
/// One deliberate difference: a real device encodes the token sets in a per-process hash order,
/// so encoded bytes differ between processes; here they are encoded sorted by bytes so that a
/// run prints the same bytes every time. Apps must still never compare encoded selections.
public struct FamilyActivitySelection: Equatable, Sendable, Codable {
  /// The tokens of the apps the user chose.
  public var applicationTokens: Set<ApplicationToken> = []
  /// The tokens of the categories the user chose.
  public var categoryTokens: Set<ActivityCategoryToken> = []
  /// The tokens of the web domains the user chose.
  public var webDomainTokens: Set<WebDomainToken> = []
  /// Whether choosing a category brings in its apps and web domains (fixed at creation).
  public let includeEntireCategory: Bool

  /// An empty selection.
  public init() {
    includeEntireCategory = false
  }

  /// An empty selection that brings in whole categories when they are chosen.
  public init(includeEntireCategory: Bool) {
    self.includeEntireCategory = includeEntireCategory
  }

  /// The chosen apps, as wrappers with no names.
  public var applications: Set<Application> {
    Set(applicationTokens.map { Application(token: $0) })
  }

  /// The chosen categories, as wrappers with no names.
  public var categories: Set<ActivityCategory> {
    Set(categoryTokens.map { ActivityCategory(token: $0) })
  }

  /// The chosen web domains, as wrappers with no names.
  public var webDomains: Set<WebDomain> {
    Set(webDomainTokens.map { WebDomain(token: $0) })
  }

  private enum CodingKeys: String, CodingKey {
    case applicationTokens
    case categoryTokens
    case webDomainTokens
    case untokenizedApplicationIdentifiers
    case untokenizedCategoryIdentifiers
    case untokenizedWebDomainIdentifiers
    case includeEntireCategory
  }

  /// Decodes a selection in the device's JSON shape; missing token arrays are empty and a missing
  /// `includeEntireCategory` is `false`.
  ///
  /// Each decoded token becomes one the app holds, as ``Token/init(from:)`` says.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    includeEntireCategory =
      try container.decodeIfPresent(Bool.self, forKey: .includeEntireCategory) ?? false
    applicationTokens = Set(
      try container.decodeIfPresent([ApplicationToken].self, forKey: .applicationTokens) ?? [])
    categoryTokens = Set(
      try container.decodeIfPresent([ActivityCategoryToken].self, forKey: .categoryTokens) ?? [])
    webDomainTokens = Set(
      try container.decodeIfPresent([WebDomainToken].self, forKey: .webDomainTokens) ?? [])
  }

  /// Encodes the selection in the device's JSON shape, each token set sorted by its bytes and the
  /// `untokenized…Identifiers` arrays empty.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(applicationTokens.sorted(by: precedes), forKey: .applicationTokens)
    try container.encode(categoryTokens.sorted(by: precedes), forKey: .categoryTokens)
    try container.encode(webDomainTokens.sorted(by: precedes), forKey: .webDomainTokens)
    try container.encode([String](), forKey: .untokenizedApplicationIdentifiers)
    try container.encode([String](), forKey: .untokenizedCategoryIdentifiers)
    try container.encode([String](), forKey: .untokenizedWebDomainIdentifiers)
    try container.encode(includeEntireCategory, forKey: .includeEntireCategory)
  }

  private func precedes<T>(_ a: Token<T>, _ b: Token<T>) -> Bool {
    a.opaque < b.opaque
  }
}

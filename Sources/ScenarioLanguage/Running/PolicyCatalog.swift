import ReferenceApp
import ScreenTimeAPI

/// The apps a scenario's `policy` line can name, by name.
///
/// `recommended` is the reference app; a team adds its own app under a name of its choice to
/// run the same scenarios against it.
public struct PolicyCatalog: Sendable {
  /// Makes the app for a scenario's mistakes and member.
  public typealias Factory =
    @Sendable (_ mistakes: Set<Mistake>, _ member: FamilyControlsMember)
    -> AppBundle

  /// Makes the app for a scenario's mistakes, member and `policy-option` choices.
  typealias ChoosingFactory =
    @Sendable (Set<Mistake>, FamilyControlsMember, Set<ReferenceOption>) -> AppBundle

  private var factories: [(name: String, make: ChoosingFactory)]

  /// The catalog with the reference app as `recommended`.
  public static let standard: PolicyCatalog = {
    let reference: ChoosingFactory = { mistakes, member, options in
      ReferencePolicy.bundle(mistakes: mistakes, member: member, options: options)
    }
    return PolicyCatalog(factories: [(ReferencePolicy.name, reference)])
  }()

  private init(factories: [(name: String, make: ChoosingFactory)]) {
    self.factories = factories
  }

  /// The catalog with `name` added (or replaced) by `make`, which `policy-option` choices
  /// do not reach: they belong to the reference app's design.
  public func adding(_ name: String, _ make: @escaping Factory) -> PolicyCatalog {
    var copy = self
    copy.factories.removeAll { $0.name == name }
    copy.factories.append((name, { mistakes, member, _ in make(mistakes, member) }))
    return copy
  }

  /// The names, in the order they were added.
  public var names: [String] { factories.map(\.name) }

  /// The app for `name`, if the catalog has it, with the reference app's `options` chosen.
  public func bundle(
    named name: String, mistakes: Set<Mistake>, member: FamilyControlsMember,
    options: Set<ReferenceOption> = []
  ) -> AppBundle? {
    factories.first { $0.name == name }?.make(mistakes, member, options)
  }
}

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

  private var factories: [(name: String, make: Factory)]

  /// The catalog with the reference app as `recommended`.
  public static let standard: PolicyCatalog = {
    let reference: Factory = { mistakes, member in
      ReferencePolicy.bundle(mistakes: mistakes, member: member)
    }
    return PolicyCatalog(factories: [(ReferencePolicy.name, reference)])
  }()

  private init(factories: [(name: String, make: Factory)]) {
    self.factories = factories
  }

  /// The catalog with `name` added (or replaced) by `make`.
  public func adding(_ name: String, _ make: @escaping Factory) -> PolicyCatalog {
    var copy = self
    copy.factories.removeAll { $0.name == name }
    copy.factories.append((name, make))
    return copy
  }

  /// The names, in the order they were added.
  public var names: [String] { factories.map(\.name) }

  /// The app for `name`, if the catalog has it.
  public func bundle(named name: String, mistakes: Set<Mistake>, member: FamilyControlsMember)
    -> AppBundle?
  {
    factories.first { $0.name == name }?.make(mistakes, member)
  }
}

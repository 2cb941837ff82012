import BehaviourCoverage
import ScreenTimeAPI
import ScreenTimeHosting

extension AppBundle {
  /// The extensions the app has, which decide the coverage points its runs can reach.
  public var coverageShape: AppShape {
    AppShape(
      hasConfigurationExtension: shieldConfiguration != nil,
      hasActionExtension: shieldAction != nil, hasMonitorExtension: monitor != nil)
  }
}

extension PolicyCatalog {
  /// The coverage universe of runs under `policies`, each as a result names it (`recommended`,
  /// `recommended with defer-unknown`): a point is reachable when it is for one of their apps.
  public func coverageUniverse(policies: [String]) -> CoverageUniverse {
    var names: [String] = []
    for policy in policies {
      let name = policy.components(separatedBy: " with ").first ?? policy
      if !names.contains(name) { names.append(name) }
    }
    let shapes = names.compactMap {
      bundle(named: $0, mistakes: [], member: .individual)?.coverageShape
    }
    return shapes.isEmpty ? .standard : CoverageUniverse(apps: shapes)
  }
}

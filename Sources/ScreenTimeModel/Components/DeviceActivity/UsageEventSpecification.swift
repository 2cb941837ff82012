import SimulationEngine

/// A usage event as registered: `DeviceActivityEvent` and the items it counts.
public struct UsageEventSpecification: Sendable, Equatable {
  public var name: String
  public var applications: Set<OpaqueToken>
  public var categories: Set<OpaqueToken>
  public var webDomains: Set<OpaqueToken>
  public var threshold: SimulationDuration
  public var includesPastActivity: Bool

  public init(
    name: String, applications: Set<OpaqueToken>, categories: Set<OpaqueToken>,
    webDomains: Set<OpaqueToken>, threshold: SimulationDuration, includesPastActivity: Bool
  ) {
    self.name = name
    self.applications = applications
    self.categories = categories
    self.webDomains = webDomains
    self.threshold = threshold
    self.includesPastActivity = includesPastActivity
  }
}

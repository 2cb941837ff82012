import Foundation
import ScreenTimeModel
import SimulationEngine

/// A usage threshold within an activity: `DeviceActivity.DeviceActivityEvent`.
///
/// Usage is the time the matching apps and sites are in front of the user; with all three sets
/// empty, every app and site counts. Each event fires at most once per interval.
public struct DeviceActivityEvent: Hashable, Sendable {
  /// An event's name: `DeviceActivityEvent.Name`.
  public struct Name: Hashable, Sendable, RawRepresentable, Codable {
    /// The name under which the monitor extension is told the threshold was reached.
    ///
    /// ``DeviceActivityMonitor/eventDidReachThreshold(_:activity:)`` receives the event by this
    /// name.
    public var rawValue: String

    /// The event named `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The event named `rawValue`, as `RawRepresentable` builds it.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The apps whose use counts toward the threshold.
  public let applications: Set<ApplicationToken>
  /// The categories whose apps and sites count toward the threshold.
  public let categories: Set<ActivityCategoryToken>
  /// The web domains whose use counts toward the threshold.
  public let webDomains: Set<WebDomainToken>
  /// How much use within one interval reaches the event: its days, hours, minutes and seconds
  /// added up.
  public let threshold: DateComponents
  /// Whether usage before registration in the current interval counts (iOS 17.4), looking back
  /// in whole hours.
  public let includesPastActivity: Bool

  /// Whether every app and site counts.
  public var includesAllActivity: Bool {
    applications.isEmpty && categories.isEmpty && webDomains.isEmpty
  }

  /// An event reached after `threshold` of use of the apps, categories and web domains given,
  /// counting only use after registration.
  public init(
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = [], threshold: DateComponents
  ) {
    self.init(
      applications: applications, categories: categories, webDomains: webDomains,
      threshold: threshold, includesPastActivity: false)
  }

  /// An event that may count usage from before its registration (iOS 17.4).
  public init(
    applications: Set<ApplicationToken> = [], categories: Set<ActivityCategoryToken> = [],
    webDomains: Set<WebDomainToken> = [], threshold: DateComponents, includesPastActivity: Bool
  ) {
    self.applications = applications
    self.categories = categories
    self.webDomains = webDomains
    self.threshold = threshold
    self.includesPastActivity = includesPastActivity
  }

  func specification(named name: Name) -> UsageEventSpecification {
    UsageEventSpecification(
      name: name.rawValue, applications: applications.opaqueTokens(),
      categories: categories.opaqueTokens(), webDomains: webDomains.opaqueTokens(),
      threshold: SimulationDuration(components: threshold),
      includesPastActivity: includesPastActivity)
  }

  init(specification: UsageEventSpecification) {
    self.init(
      applications: specification.applications.tokens(),
      categories: specification.categories.tokens(),
      webDomains: specification.webDomains.tokens(),
      threshold: specification.threshold.dateComponents,
      includesPastActivity: specification.includesPastActivity)
  }
}

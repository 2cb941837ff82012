import ScreenTimeModel

/// The device's activity data without tokens hiding it: `FamilyControls.FamilyActivityData`
/// (iOS 26.4).
///
/// Only an app whose status is `.approvedWithDataAccess` may read it; otherwise every member
/// throws ``FamilyControlsError/unauthorized``. Apple limits customer installs to devices in the
/// EU; the simulated device behaves as a development install, in any region. Before 26.4 the
/// class does not exist: a read records `api.unavailable` and throws
/// ``FamilyControlsError/unavailable``.
public final class FamilyActivityData: Sendable {
  /// The only instance.
  public static let shared = FamilyActivityData()

  private init() {}

  /// The apps installed on the device, each with its bundle identifier and its token.
  ///
  /// - Throws: ``FamilyControlsError/unauthorized`` without data access.
  public var installedApplications: [Application] {
    get async throws {
      try read(.installedApplications).map { item in
        Application(
          token: ApplicationToken(item.token), bundleIdentifier: item.name,
          localizedDisplayName: nil)
      }
    }
  }

  /// The web domains the user visited, each with its domain and its token.
  ///
  /// - Throws: ``FamilyControlsError/unauthorized`` without data access.
  public var visitedWebDomains: [WebDomain] {
    get async throws {
      try read(.visitedWebDomains).map { item in
        WebDomain(token: WebDomainToken(item.token), domain: item.name)
      }
    }
  }

  /// Every activity category, each with its display name and its token.
  ///
  /// - Throws: ``FamilyControlsError/unauthorized`` without data access.
  public var activityCategories: Set<ActivityCategory> {
    get async throws {
      Set(
        try read(.activityCategories).map { item in
          ActivityCategory(
            token: ActivityCategoryToken(item.token), localizedDisplayName: item.name)
        })
    }
  }

  private func read(_ kind: ActivityDataKind) throws(FamilyControlsError) -> [ActivityDataItem] {
    guard Simulator.require(.familyActivityData) else { throw .unavailable }
    do {
      return try Simulator.device.readActivityData(kind)
    } catch {
      throw .unauthorized
    }
  }
}

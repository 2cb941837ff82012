/// The application settings one store holds: the simulator's view of `ApplicationSettings`.
///
/// Each setting is `nil` until written. Reading a store back returns exactly what was written.
public struct ApplicationSettingsState: Sendable, Equatable {
  /// `blockedApplications`: apps hidden from the home screen that cannot be launched.
  public var blockedApplications: Set<ApplicationReference>?
  /// `denyAppInstallation`.
  public var denyAppInstallation: Bool?
  /// `denyAppRemoval`.
  public var denyAppRemoval: Bool?

  public init(
    blockedApplications: Set<ApplicationReference>? = nil, denyAppInstallation: Bool? = nil,
    denyAppRemoval: Bool? = nil
  ) {
    self.blockedApplications = blockedApplications
    self.denyAppInstallation = denyAppInstallation
    self.denyAppRemoval = denyAppRemoval
  }

  /// Whether nothing is set.
  public var isUnset: Bool { self == ApplicationSettingsState() }
}

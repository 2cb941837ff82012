import SimulationEngine

/// Everything a simulated device starts from: what is installed, the system and the seed.
public struct DeviceConfiguration: Sendable {
  public var inventory: Inventory
  public var systemVersion: SystemVersion
  public var build: String
  /// The app under test's version, written into every diagnostic.
  public var appVersion: String
  public var timeZone: DeviceTimeZone
  /// The local date of day 1, for trace times.
  public var startDate: CivilDate
  /// The first instant of the run.
  public var start: SimulationInstant
  /// The seed of every random choice.
  public var seed: UInt64
  /// Who authorizes the app.
  public var member: Member
  public var options: ModelOptions
  /// The most events the run may process before it stops with an error.
  public var eventBudget: Int
  /// Whether the app has the data-access entitlement (iOS 26.4): the user may then approve it
  /// with data access.
  public var hasDataAccessEntitlement: Bool

  public init(
    inventory: Inventory, systemVersion: SystemVersion, build: String, appVersion: String,
    timeZone: DeviceTimeZone, startDate: CivilDate, start: SimulationInstant, seed: UInt64,
    member: Member, options: ModelOptions, eventBudget: Int = 1_000_000,
    hasDataAccessEntitlement: Bool = false
  ) {
    self.hasDataAccessEntitlement = hasDataAccessEntitlement
    self.inventory = inventory
    self.systemVersion = systemVersion
    self.build = build
    self.appVersion = appVersion
    self.timeZone = timeZone
    self.startDate = startDate
    self.start = start
    self.seed = seed
    self.member = member
    self.options = options
    self.eventBudget = eventBudget
  }
}

import SimulationEngine

/// The device's software and settings: the OS version and build, and the time zone.
///
/// Models what `UIDevice.current.systemVersion` and `TimeZone.current` read, and remembers
/// every zone in force so that a moment of the run can be written in the local time it had.
public struct SystemSoftware: Sendable {
  /// The OS version; it decides which APIs exist (spec section 7).
  public private(set) var version: SystemVersion
  /// The OS build.
  public private(set) var build: String
  /// The time zone in force now.
  public private(set) var timeZone: DeviceTimeZone
  /// The zones in force, each from the instant it took effect.
  private var zones: [(from: SimulationInstant, zone: DeviceTimeZone)]

  /// The software of a device that runs `version` (`build`) in `timeZone` from `start`.
  public init(
    version: SystemVersion, build: String, timeZone: DeviceTimeZone, start: SimulationInstant
  ) {
    self.version = version
    self.build = build
    self.timeZone = timeZone
    zones = [(start, timeZone)]
  }

  /// Whether the OS has `feature`.
  public func has(_ feature: APIFeature) -> Bool {
    feature.isAvailable(on: version)
  }

  /// Installs another OS version.
  mutating func update(to version: SystemVersion, build: String) {
    self.version = version
    self.build = build
  }

  /// Changes the time zone from `instant` on.
  mutating func changeTimeZone(to zone: DeviceTimeZone, at instant: SimulationInstant) {
    timeZone = zone
    zones.append((instant, zone))
  }

  /// The zone in force at `instant` (the first zone for instants before the run).
  ///
  /// - Complexity: O(z) in the number of time-zone changes.
  public func zone(at instant: SimulationInstant) -> DeviceTimeZone {
    zones.last { $0.from <= instant }?.zone ?? zones[0].zone
  }
}

import Foundation

/// `DateFormatter` on the simulated device: a new formatter is in the device's time zone,
/// locale and calendar.
///
/// The `DeviceStandIns` plugin makes `DateFormatter` in an app's module this subclass. A
/// formatter made inside a simulated process starts with the device's time zone (as it is
/// then), the device's fixed locale and its Gregorian calendar, so the host's `TZ` and `LANG`
/// never reach formatted dates; one made anywhere else is Foundation's as it is. The app may
/// set any of them afterwards, as on a device.
open class SimulatedDateFormatter: DateFormatter, @unchecked Sendable {
  public override init() {
    super.init()
    guard SimulatedEnvironment.isActive else { return }
    calendar = SimulatedEnvironment.calendar
    timeZone = SimulatedEnvironment.timeZone
    locale = SimulatedEnvironment.locale
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }
}

import Foundation
import ScreenTimeAPI

/// The clock, identifiers, time zone, locale and calendar that app code sees on the device.
///
/// The stand-ins of `Date()`, `Date.now`, `UUID()`, `TimeZone.current`, `Locale.current` and
/// `Calendar.current` that the `DeviceStandIns` plugin writes into an app's module read these.
/// Inside a simulated process they are the device's: its clock, the scenario's seeded
/// randomness, its time zone (which follows `user changes timezone`), and a fixed locale, so
/// that the host's `TZ`, `LANG` and clock never reach a run. Anywhere else they are Foundation's.
public enum SimulatedEnvironment {
  /// Whether app code of a simulated process is running on this thread.
  public static var isActive: Bool { HostedDevice.current != nil }

  /// The locale of the simulated device: English (United States), whatever the host's.
  ///
  /// The simulated device has no language setting; a fixed one keeps formatted dates, the first
  /// weekday and number formats the same on every host.
  public static let deviceLocale = Locale(identifier: "en_US")

  /// The current instant: the device's clock, or the host's outside a simulated process.
  public static var now: Date { isActive ? DeviceClock.now : Date() }

  /// A new random UUID, drawn from the scenario's seed inside a simulated process.
  public static func makeUUID() -> UUID {
    isActive ? DeviceRandom.uuid() : UUID()
  }

  /// The device's time zone (`TimeZone.current`).
  public static var timeZone: TimeZone { isActive ? DeviceClock.timeZone : TimeZone.current }

  /// `TimeZone.autoupdatingCurrent`: the device's time zone as it is now.
  ///
  /// A value read here keeps the zone it was read in; read it again after a change.
  public static var autoupdatingTimeZone: TimeZone {
    isActive ? DeviceClock.timeZone : TimeZone.autoupdatingCurrent
  }

  /// The device's locale (`Locale.current`).
  public static var locale: Locale { isActive ? deviceLocale : Locale.current }

  /// `Locale.autoupdatingCurrent`.
  public static var autoupdatingLocale: Locale {
    isActive ? deviceLocale : Locale.autoupdatingCurrent
  }

  /// The device's calendar (`Calendar.current`): Gregorian, in the device's time zone and
  /// locale.
  public static var calendar: Calendar {
    isActive ? deviceCalendar(.gregorian) : Calendar.current
  }

  /// `Calendar.autoupdatingCurrent`: the device's calendar as it is now.
  public static var autoupdatingCalendar: Calendar {
    isActive ? deviceCalendar(.gregorian) : Calendar.autoupdatingCurrent
  }

  /// `Calendar(identifier:)`: a calendar in the device's time zone and locale, as a new
  /// calendar is on the device.
  public static func calendar(identifier: Calendar.Identifier) -> Calendar {
    isActive ? deviceCalendar(identifier) : Calendar(identifier: identifier)
  }

  private static func deviceCalendar(_ identifier: Calendar.Identifier) -> Calendar {
    var calendar = Calendar(identifier: identifier)
    calendar.timeZone = DeviceClock.timeZone
    calendar.locale = deviceLocale
    return calendar
  }

  /// The default date format style (`FormatStyle.dateTime`) in the device's locale, calendar
  /// and time zone.
  public static var dateTimeStyle: Date.FormatStyle {
    Date.FormatStyle(locale: locale, calendar: calendar, timeZone: timeZone)
  }

  /// `date.formatted(date:time:)` in the device's locale, calendar and time zone.
  public static func format(
    _ date: Date, date dateStyle: Date.FormatStyle.DateStyle,
    time timeStyle: Date.FormatStyle.TimeStyle
  ) -> String {
    date.formatted(
      Date.FormatStyle(
        date: dateStyle, time: timeStyle, locale: locale, calendar: calendar, timeZone: timeZone))
  }
}

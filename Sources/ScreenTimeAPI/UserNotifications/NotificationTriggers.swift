#if !canImport(UserNotifications)
  import Foundation
  import ScreenTimeModel
  import SimulationEngine

  /// When a notification fires: `UNNotificationTrigger`.
  public class UNNotificationTrigger: @unchecked Sendable {
    /// Whether it fires again after firing.
    public let repeats: Bool

    init(repeats: Bool) {
      self.repeats = repeats
    }

    /// How the trace describes the trigger.
    var traceDescription: String { repeats ? "repeating" : "once" }

    /// When it fires first after `date`, in `timeZone`.
    func fireDate(after date: Date, in timeZone: TimeZone) -> Date? { nil }
  }

  /// A notification that fires after a time: `UNTimeIntervalNotificationTrigger`.
  public final class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// Seconds until it fires, from when the request is added.
    public let timeInterval: TimeInterval
    private let added: Date

    /// Fires `timeInterval` seconds after the request is added, and every `timeInterval`
    /// seconds after that when it `repeats`.
    ///
    /// As on a device, a zero or negative interval, or one under 60 seconds that repeats,
    /// raises an exception: the process crashes.
    public init(timeInterval: TimeInterval, repeats: Bool) {
      self.timeInterval = timeInterval
      added = NotificationServices.now
      super.init(repeats: repeats)
      if !(timeInterval > 0) {
        NotificationServices.raise("time interval must be greater than 0")
      } else if repeats, timeInterval < 60 {
        NotificationServices.raise("time interval must be at least 60 if repeating")
      }
    }

    /// When it fires next.
    public func nextTriggerDate() -> Date? {
      Date(timeInterval: timeInterval, since: added)
    }

    override var traceDescription: String {
      let seconds =
        timeInterval == timeInterval.rounded() ? String(Int64(timeInterval)) : String(timeInterval)
      return "after \(seconds)s" + (repeats ? ", repeating" : "")
    }

    override func fireDate(after date: Date, in timeZone: TimeZone) -> Date? {
      timeInterval > 0 ? date.addingTimeInterval(timeInterval) : nil
    }
  }

  /// A notification that fires when the clock matches date components:
  /// `UNCalendarNotificationTrigger`.
  public final class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components the device's date and time must match.
    public let dateComponents: DateComponents

    /// Fires when the date and time in the device's time zone match `dateComponents`, and each
    /// time they match again when it `repeats`.
    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
      self.dateComponents = dateComponents
      super.init(repeats: repeats)
    }

    /// When it fires next, from the device's now.
    public func nextTriggerDate() -> Date? {
      fireDate(after: NotificationServices.now, in: NotificationServices.timeZone)
    }

    override var traceDescription: String {
      let parts: [(String, Int?)] = [
        ("year", dateComponents.year), ("month", dateComponents.month),
        ("day", dateComponents.day), ("weekday", dateComponents.weekday),
        ("hour", dateComponents.hour), ("minute", dateComponents.minute),
        ("second", dateComponents.second),
      ]
      let matched = parts.compactMap { name, value in value.map { "\(name) \($0)" } }
      return "at " + (matched.isEmpty ? "any time" : matched.joined(separator: " "))
        + (repeats ? ", repeating" : "")
    }

    override func fireDate(after date: Date, in timeZone: TimeZone) -> Date? {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = dateComponents.timeZone ?? timeZone
      var components = dateComponents
      components.calendar = nil
      components.timeZone = nil
      return calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime)
    }
  }
#endif

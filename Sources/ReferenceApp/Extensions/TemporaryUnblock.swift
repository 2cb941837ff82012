import Foundation
import ScreenTimeAPI

/// "Open for 15 minutes", as the `grant-unknown` mistake performs it on any press.
///
/// The pattern of apps whose shield offers a short unblock: spend one grant of the day's
/// allowance, record the grant for the monitor extension, and monitor a one-off 15-minute
/// interval at whose end the shields come back. Done for a token that matches nothing the app
/// holds, it spends the user's allowance and starts an activity for nothing.
enum TemporaryUnblock {
  static let allowanceKey = "grants.allowance"
  static let grantsKey = "grants.open"
  static let activity = DeviceActivityName("grant")
  /// Grants a day allows.
  static let dailyAllowance = 3
  /// How long a grant lasts.
  static let minutes = 15

  /// A grant the monitor extension ends.
  struct Grant: Codable, Equatable {
    var kind: String
    var until: Date
  }

  /// Spends one grant, records it and starts monitoring its interval.
  static func grant(kind: String) {
    let container = AppGroupContainer.shared
    let remaining =
      (try? container.data(forKey: allowanceKey)).flatMap { $0 }
      .flatMap { try? ReferenceJSON.decode(Int.self, from: $0) } ?? dailyAllowance
    try? container.set(ReferenceJSON.encode(max(remaining - 1, 0)), forKey: allowanceKey)
    let now = DeviceClock.now
    let until = now.addingTimeInterval(TimeInterval(minutes * 60))
    let grants =
      (try? container.data(forKey: grantsKey)).flatMap { $0 }
      .flatMap { try? ReferenceJSON.decode([Grant].self, from: $0) } ?? []
    try? container.set(
      ReferenceJSON.encode(grants + [Grant(kind: kind, until: until)]), forKey: grantsKey)
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = DeviceClock.timeZone
    let fields: Set<Calendar.Component> = [.year, .month, .day, .hour, .minute, .second]
    try? DeviceActivityCenter().startMonitoring(
      activity,
      during: DeviceActivitySchedule(
        intervalStart: calendar.dateComponents(fields, from: now),
        intervalEnd: calendar.dateComponents(fields, from: until), repeats: false))
  }
}

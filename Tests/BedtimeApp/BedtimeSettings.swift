import Foundation
import ScreenTimeAPI

/// What the Bedtime app shares with its extensions, kept as open-source Screen Time apps keep
/// it: JSON in the App Group's `UserDefaults`, a schedule file in the group's container, and
/// Foundation's clock, calendar and identifiers.
///
/// Nothing here names the simulator: the module's `DeviceStandIns` plugin routes `Date()`,
/// `Calendar.current`, `UUID()`, `UserDefaults`, `FileManager`, `Logger` and `print` to the
/// simulated device.
nonisolated struct BedtimeSettings: Codable, Equatable {
  static let appGroup = "group.com.example.bedtime"
  static let key = "bedtime.settings"

  var id = UUID()
  var selection = FamilyActivitySelection()
  /// When the user last picked.
  var pickedAt = Date()

  static var defaults: UserDefaults? { UserDefaults(suiteName: appGroup) }

  /// The saved settings, or `nil` when there are none or they do not decode.
  static func load() -> BedtimeSettings? {
    guard let data = defaults?.data(forKey: key) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try? decoder.decode(BedtimeSettings.self, from: data)
  }

  func save() {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    encoder.dateEncodingStrategy = .iso8601
    guard let data = try? encoder.encode(self) else { return }
    Self.defaults?.set(data, forKey: Self.key)
  }
}

/// The hours of the night, saved as a file in the App Group container for the monitor.
nonisolated struct BedtimeWindow: Codable, Equatable {
  var startHour: Int
  var endHour: Int

  static var fileURL: URL? {
    FileManager.default.containerURL(
      forSecurityApplicationGroupIdentifier: BedtimeSettings.appGroup)?
      .appendingPathComponent("Library/bedtime-window.json")
  }

  static func load() -> BedtimeWindow? {
    guard let url = fileURL, let data = try? Data(contentsOf: url) else { return nil }
    return try? JSONDecoder().decode(BedtimeWindow.self, from: data)
  }

  func save() throws {
    guard let url = Self.fileURL else { return }
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONEncoder().encode(self).write(to: url, options: .atomic)
  }

  /// Whether `date` falls in the night, read on the user's calendar.
  func contains(_ date: Date, calendar: Calendar = .current) -> Bool {
    let hour = calendar.component(.hour, from: date)
    return startHour <= endHour
      ? (startHour..<endHour).contains(hour) : hour >= startHour || hour < endHour
  }

  /// The next end of the night after `date`, on the user's calendar.
  func nextEnd(after date: Date, calendar: Calendar = .current) -> Date? {
    calendar.nextDate(
      after: date, matching: DateComponents(hour: endHour, minute: 0), matchingPolicy: .nextTime)
  }
}

/// The name of a monitored activity: `DeviceActivity.DeviceActivityName`.
///
/// Registering a schedule under a name that is already monitored replaces it.
public struct DeviceActivityName: Hashable, Sendable, RawRepresentable, Codable {
  /// The name under which the activity is monitored and its callbacks arrive.
  public var rawValue: String

  /// The activity named `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  /// The activity named `rawValue`, as `RawRepresentable` builds it.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}

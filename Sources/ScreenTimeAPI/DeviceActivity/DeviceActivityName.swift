/// The name of a monitored activity: `DeviceActivity.DeviceActivityName`.
///
/// Registering a schedule under a name that is already monitored replaces it.
public struct DeviceActivityName: Hashable, Sendable, RawRepresentable, Codable {
  public var rawValue: String

  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public init(rawValue: String) {
    self.rawValue = rawValue
  }
}

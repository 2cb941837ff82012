/// A usage report the system draws for the app: `DeviceActivity.DeviceActivityReport`.
///
/// On a device this is a SwiftUI view that a report extension renders from the device's
/// usage data. The simulator has no SwiftUI and no report extensions, so only the report's
/// ``Context`` exists here: apps declare their contexts once and share them between the app and
/// the extension, and that code compiles unchanged.
public struct DeviceActivityReport: Sendable {
  /// The name of a kind of report: `DeviceActivityReport.Context`.
  ///
  /// The app shows a report with a context; the report extension's scene with the same context
  /// draws it. Apps usually declare theirs as static members:
  ///
  /// ```swift
  /// extension DeviceActivityReport.Context {
  ///   static let totalActivity = Self("Total Activity")
  /// }
  /// ```
  public struct Context: Hashable, Sendable, RawRepresentable, Codable {
    /// The context's name, which pairs the app's report with the extension's scene.
    public var rawValue: String

    /// The context named `rawValue`.
    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }

    /// The context named `rawValue`, as `RawRepresentable` builds it.
    public init(rawValue: String) {
      self.rawValue = rawValue
    }
  }
}

import ScreenTimeModel

/// A `<key>=<value>` pair of `expect diagnostic`.
public struct DiagnosticField: Sendable, Equatable {
  public var key: String
  public var value: String

  public init(key: String, value: String) {
    self.key = key
    self.value = value
  }
}

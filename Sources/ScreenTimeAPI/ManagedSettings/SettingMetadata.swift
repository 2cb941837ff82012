/// A group of settings of a store: `ManagedSettings.ManagedSettingsGroup`.
///
/// Apple's protocol has no requirements the simulator knows of; the store's groups conform.
public protocol ManagedSettingsGroup {}

/// What Apple says about a setting: `ManagedSettings.SettingMetadata`, its implicit value.
public struct SettingMetadata<Value>: Sendable where Value: Sendable {
  /// The implicit value of the setting when the app sets none.
  public let defaultValue: Value

  package init(defaultValue: Value) {
    self.defaultValue = defaultValue
  }
}

/// What Apple says about a bounded setting: `ManagedSettings.BoundedSettingMetadata`.
public struct BoundedSettingMetadata<Value>: Sendable where Value: Comparable & Sendable {
  /// The values the setting accepts.
  public let bounds: ClosedRange<Value>
  /// The implicit value of the setting when the app sets none.
  public let defaultValue: Value

  package init(bounds: ClosedRange<Value>, defaultValue: Value) {
    self.bounds = bounds
    self.defaultValue = defaultValue
  }
}

extension ShieldSettings: ManagedSettingsGroup {}
extension ApplicationSettings: ManagedSettingsGroup {}
extension WebContentSettings: ManagedSettingsGroup {}

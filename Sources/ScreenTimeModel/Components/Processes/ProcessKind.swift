/// The simulated processes that run app code: the main app and its three extensions.
public enum ProcessKind: String, Hashable, Sendable, CaseIterable {
  /// The main app.
  case mainApp = "app"
  /// The DeviceActivity monitor extension.
  case monitor
  /// The ManagedSettingsUI shield configuration extension.
  case shieldConfiguration = "shield-config"
  /// The ManagedSettings shield action extension.
  case shieldAction = "shield-action"

  /// Whether the process may write the App Group container.
  public var canWriteAppGroup: Bool { self != .shieldConfiguration }
  /// Whether the process may use the network.
  public var canUseNetwork: Bool { self != .shieldConfiguration }
}

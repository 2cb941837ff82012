/// One thing a store shields: a token in a setting, or (`token == nil`) a policy's `.all`.
public struct StoreEntry: Hashable, Sendable {
  public var setting: ShieldSetting
  public var token: OpaqueToken?

  public init(setting: ShieldSetting, token: OpaqueToken?) {
    self.setting = setting
    self.token = token
  }
}

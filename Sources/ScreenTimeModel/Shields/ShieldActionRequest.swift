/// What the system passes to the shield action extension.
public struct ShieldActionRequest: Sendable, Equatable {
  public var press: ShieldPress
  /// The kind of the token passed: the item's kind, or `.category` when shielded through it.
  public var tokenKind: TokenKind
  /// The token passed.
  public var token: OpaqueToken

  public init(press: ShieldPress, tokenKind: TokenKind, token: OpaqueToken) {
    self.press = press
    self.tokenKind = tokenKind
    self.token = token
  }
}

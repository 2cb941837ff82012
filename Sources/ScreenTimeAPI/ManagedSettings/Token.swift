import Foundation
import ScreenTimeModel
import SimulationEngine

/// An opaque token for an app, web domain or activity category.
///
/// Mirrors `ManagedSettings.Token<T>`: `Hashable`, `Codable`, contents hidden. Two tokens are
/// equal exactly when their bytes are. A token encodes as `{"data":"<base64>"}`, and decoding
/// accepts any bytes: whether a token still works shows only when the system uses it.
public struct Token<T>: Hashable, Sendable, Codable {
  package let opaque: OpaqueToken

  package init(_ opaque: OpaqueToken) {
    self.opaque = opaque
  }

  private enum CodingKeys: String, CodingKey {
    case data
  }

  /// Decodes a token from `{"data":"<base64>"}`, whatever its bytes.
  ///
  /// From then on the simulated system counts the token as one the app holds under the current
  /// authorization, wherever it was kept: a token the app decoded is not an unknown token.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let data = try container.decode(Data.self, forKey: .data)
    opaque = OpaqueToken(bytes: [UInt8](data))
    // The system sees every token app code decodes: from then on the app holds it, whatever
    // encoding it was kept in. Decoding outside a simulated process (a unit test) reports
    // nothing.
    if let device = ProcessContext.active?.services, device.isDrivenByCurrentThread {
      device.noteTokenDecoded(opaque)
    }
  }

  /// Encodes the token as `{"data":"<base64>"}`, the shape a device writes.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(Data(opaque.bytes), forKey: .data)
  }
}

extension Token: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// `Token<Application>(64 bytes)`: what the token is, never its bytes, as with Apple's tokens,
  /// so that `"\(token)"` in a log line carries no token material.
  public var description: String { "Token<\(T.self)>(\(opaque.bytes.count) bytes)" }

  /// The same as ``description``: `debugPrint`, `String(reflecting:)` and the debugger show no
  /// bytes either.
  public var debugDescription: String { description }

  /// A token shows no children, so that `dump(token)` and `Mirror` carry no bytes.
  public var customMirror: Mirror { Mirror(self, children: [:]) }
}

/// A token for an app.
public typealias ApplicationToken = Token<Application>
/// A token for an activity category.
public typealias ActivityCategoryToken = Token<ActivityCategory>
/// A token for a web domain.
public typealias WebDomainToken = Token<WebDomain>

extension Set {
  /// The opaque bytes of a token set, for the simulated system.
  func opaqueTokens<T>() -> Set<OpaqueToken> where Element == Token<T> {
    // A closure, not a key path: a key path into a generic type is instantiated on every call.
    Set<OpaqueToken>(map { $0.opaque })
  }
}

extension Set where Element == OpaqueToken {
  /// The tokens of a set of opaque bytes.
  func tokens<T>(of _: T.Type = T.self) -> Set<Token<T>> {
    Set<Token<T>>(map { Token<T>($0) })
  }
}

/// How a position's character offset counts: the code units of UTF-8, UTF-16 or UTF-32.
///
/// LSP counts UTF-16 code units unless server and client agree on another encoding at
/// `initialize`; the scenario front end counts UTF-8 bytes, so the server prefers UTF-8 when
/// the client offers it.
public enum PositionEncoding: String, Sendable, CaseIterable {
  case utf8 = "utf-8"
  case utf16 = "utf-16"
  case utf32 = "utf-32"

  /// The encoding to use with a client that offers `offered` (its `general.positionEncodings`,
  /// in its order of preference): UTF-8 when offered, else UTF-16, which every client has.
  public static func negotiated(offered: [String]) -> PositionEncoding {
    offered.contains(PositionEncoding.utf8.rawValue) ? .utf8 : .utf16
  }

  /// How many code units the character whose UTF-8 form starts with `lead` takes.
  ///
  /// A byte that cannot start a character counts as one unit, so counting never stalls.
  func units(lead: UInt8) -> Int {
    switch self {
    case .utf8: Self.sequenceLength(lead)
    case .utf16: lead >= 0xF0 && lead <= 0xF4 ? 2 : 1
    case .utf32: 1
    }
  }

  /// The length of the UTF-8 sequence that `lead` starts: 1 for an ASCII byte or a stray one.
  static func sequenceLength(_ lead: UInt8) -> Int {
    switch lead {
    case 0xC2...0xDF: 2
    case 0xE0...0xEF: 3
    case 0xF0...0xF4: 4
    default: 1
    }
  }
}

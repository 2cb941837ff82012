/// The path a document's URI names, as scenario diagnostics show it.
enum DocumentURI {
  /// The file path of a `file:` URI, percent escapes decoded; any other URI as it is.
  ///
  /// `file:///home/a/b%20c.scenario` is `/home/a/b c.scenario`; `untitled:Untitled-1` stays
  /// itself, so a buffer never saved still has a name in messages.
  static func path(_ uri: String) -> String {
    let scheme = "file://"
    guard uri.hasPrefix(scheme) else { return uri }
    let rest = Array(uri.utf8.dropFirst(scheme.utf8.count))
    // `file://host/path`: the path starts at the first slash after the authority.
    let path = rest[(rest.firstIndex(of: UInt8(ascii: "/")) ?? 0)...]
    var bytes: [UInt8] = []
    var index = path.startIndex
    while index < path.endIndex {
      if path[index] == UInt8(ascii: "%"), index + 2 < path.endIndex,
        let value = hexValue(path[index + 1], path[index + 2])
      {
        bytes.append(value)
        index += 3
      } else {
        bytes.append(path[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func hexValue(_ high: UInt8, _ low: UInt8) -> UInt8? {
    guard let high = digit(high), let low = digit(low) else { return nil }
    return high << 4 | low
  }

  private static func digit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}

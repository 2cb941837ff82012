#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path as the file system spells it: bytes, which need not be UTF-8.
///
/// A file whose name is not UTF-8 (a name written by another system, or a byte that went
/// astray) is still a file: the loader opens it by its bytes and shows its name with
/// ``description``, where such bytes, and control characters that would garble a terminal or a
/// report line, are written `\xNN`.
public struct FileSystemPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The bytes, without a terminating NUL.
  public var bytes: [UInt8]

  public init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The path spelt by `text`, in UTF-8.
  public init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The path for people: UTF-8 as is, except that bytes that are not well-formed UTF-8 and the
  /// bytes of control characters (C0, DEL and C1) are written `\xNN`.
  public var description: String {
    var text = ""
    var index = 0
    while index < bytes.count {
      switch UTF8Scan.character(in: bytes, at: index, end: bytes.count) {
      case .success(let length):
        text += String(decoding: bytes[index..<(index + length)], as: UTF8.self)
        index += length
      case .failure(.controlCharacter(let scalar)) where scalar >= 0x80:
        text += Self.escaped(bytes[index]) + Self.escaped(bytes[index + 1])
        index += 2
      case .failure:
        text += Self.escaped(bytes[index])
        index += 1
      }
    }
    return text
  }

  private static func escaped(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "\\x" + (digits.count == 1 ? "0" : "") + digits
  }

  /// The last component: the name of the file or folder.
  public var lastComponent: [UInt8] {
    Array(bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true).last ?? [])
  }

  /// The path with `name` appended as one more component.
  public func appending(_ name: [UInt8]) -> FileSystemPath {
    FileSystemPath(bytes: bytes.last == UInt8(ascii: "/") ? bytes + name : bytes + [0x2F] + name)
  }

  /// The same path with repeated slashes, `.` components and a trailing slash removed:
  /// `Scenarios//Tokens/` and `./Scenarios/Tokens` are `Scenarios/Tokens`.
  ///
  /// `..` is kept: through a symbolic link it need not lead back where it came from.
  public var lexicallyNormalized: FileSystemPath {
    let isAbsolute = bytes.first == UInt8(ascii: "/")
    let parts = bytes.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: true)
      .filter { !($0.count == 1 && $0.first == UInt8(ascii: ".")) }
    var normalized: [UInt8] = isAbsolute ? [0x2F] : []
    for (index, part) in parts.enumerated() {
      if index > 0 { normalized.append(0x2F) }
      normalized += part
    }
    if normalized.isEmpty { normalized = [UInt8(ascii: ".")] }
    return FileSystemPath(bytes: normalized)
  }

  /// The path as a NUL-terminated C string, for the system calls that take one.
  public var cString: [CChar] {
    bytes.map { CChar(bitPattern: $0) } + [0]
  }

  /// Paths order by their bytes.
  public static func < (lhs: FileSystemPath, rhs: FileSystemPath) -> Bool {
    lhs.bytes.lexicographicallyPrecedes(rhs.bytes)
  }
}

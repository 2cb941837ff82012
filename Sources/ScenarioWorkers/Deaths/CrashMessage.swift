/// The last words of a process that died, from what it wrote to standard error: the line in
/// which the Swift runtime (or a library it uses) says why it stops.
///
/// `fatalError`, a force unwrap of `nil`, a failed `precondition` and a failed allocation print
/// such a line in a debug build (`Focus/Monitor.swift:12: Fatal error: Unexpectedly found nil
/// while unwrapping an Optional value`); an optimised build prints only `fatalError`'s, and a
/// trap in C code prints none.
enum CrashMessage {
  /// The words that start such a line.
  static let markers = [
    "Fatal error:", "Precondition failed:", "Assertion failed:", "fatal error:",
    "BUG IN CLIENT OF LIBDISPATCH", "Simultaneous accesses to",
  ]

  /// The most characters a message keeps.
  static let maximumLength = 300

  /// The last line of `output` with one of ``markers``, trimmed; `nil` when there is none.
  static func find(in output: [UInt8]) -> String? {
    let text = String(decoding: output, as: UTF8.self)
    for line in text.split(separator: "\n", omittingEmptySubsequences: true).reversed()
    where markers.contains(where: { line.contains($0) }) {
      var trimmed = line.trimmingPrefix(" ")
      while trimmed.last == "\r" || trimmed.last == " " { trimmed = trimmed.dropLast() }
      if trimmed.count > maximumLength { return String(trimmed.prefix(maximumLength)) + "…" }
      return String(trimmed)
    }
    return nil
  }
}

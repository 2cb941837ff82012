import Foundation
import Testing

/// Records an issue at the caller when `actual` differs from `expected`, showing a line diff.
public func expectLines(
  _ actual: String, equal expected: String, _ comment: String? = nil,
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let diff = LineDiff.between(expected: expected, actual: actual) else { return }
  let heading = comment.map { "\($0)\n" } ?? ""
  Issue.record("\(heading)\(diff)", sourceLocation: sourceLocation)
}

/// Records an issue at the caller when `actual` differs from the golden file at `path`.
///
/// When the environment variable `recordVariable` is `1`, the file is written with `actual`
/// instead, and the test still fails, so that a recording run is never mistaken for a passing
/// one.
public func expectSnapshot(
  _ actual: String, matches path: String, recordVariable: String = "RECORD_SNAPSHOTS",
  sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  let url = URL(fileURLWithPath: path)
  if ProcessInfo.processInfo.environment[recordVariable] == "1" {
    do {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(actual.utf8).write(to: url)
      Issue.record(
        "recorded \(path); run again without \(recordVariable)=1", sourceLocation: sourceLocation)
    } catch {
      Issue.record("cannot record \(path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: path) else {
    Issue.record(
      "missing golden file \(path); record it with \(recordVariable)=1",
      sourceLocation: sourceLocation)
    return
  }
  expectLines(
    actual, equal: String(decoding: data, as: UTF8.self),
    "differs from \(path) (re-record with \(recordVariable)=1)", sourceLocation: sourceLocation)
}

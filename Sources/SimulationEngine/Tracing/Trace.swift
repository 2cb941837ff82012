/// The ordered record of a run, with a stable text rendering and a digest over it.
///
/// The rendering is one line per record, `INSTANT  PROCESS  MESSAGE`, where the instant is
/// written by a formatter the model supplies (the Screen Time model writes the local day and
/// time). The digest is the SHA-256 of that rendering, each line ended by a line feed, so two
/// runs print the same digest exactly when they print the same trace.
public struct Trace: Sendable {
  /// The records in the order they were appended.
  public private(set) var records: [TraceRecord] = []

  /// Creates an empty trace.
  public init() {}

  /// Appends one record.
  public mutating func append(_ record: TraceRecord) {
    records.append(record)
  }

  /// Appends a record of `message` in `process` at `instant`.
  public mutating func append(at instant: SimulationInstant, process: String, _ message: String) {
    records.append(TraceRecord(instant: instant, process: process, message: message))
  }

  /// The rendering, one line per record, without line terminators.
  ///
  /// - Parameter formatInstant: writes the instant column; by default the instant's own
  ///   description.
  /// - Complexity: O(n) in the number of records.
  public func renderedLines(
    formatInstant: (SimulationInstant) -> String = { $0.description }
  ) -> [String] {
    let width = records.map(\.process.count).max() ?? 0
    return records.map { record in
      let padding = String(repeating: " ", count: width - record.process.count)
      return "\(formatInstant(record.instant))  \(record.process)\(padding)  \(record.message)"
    }
  }

  /// The SHA-256 of the rendering as 64 lower-case hex digits.
  ///
  /// - Complexity: O(n) in the size of the rendering.
  public func digest(formatInstant: (SimulationInstant) -> String = { $0.description }) -> String {
    var hasher = SHA256()
    for line in renderedLines(formatInstant: formatInstant) {
      hasher.update(line.utf8)
      hasher.update(CollectionOfOne(UInt8(ascii: "\n")))
    }
    return hasher.finalize().hexadecimal
  }
}

import ScreenTimeModel

/// How long one run of app code may compute and how much memory it may hold, by the process it
/// runs in, before the system kills that process.
///
/// A device kills an extension that passes its memory limit (the monitor's is about 6 MB,
/// `EXC_RESOURCE`) or that its watchdog finds stuck, and then behaves as for any dead
/// extension: its system's default shield, its callback lost. Worker processes apply these
/// limits to each run of a team's code:
///
/// - Processor time: the processor time the worker uses while one run is the innermost run of
///   app code. Processor time, not wall-clock time, so that a loaded machine does not kill code
///   a quiet one lets finish; it is the one input of a run that comes from the host's clock, so
///   the limits are far above what any run of real code takes.
/// - Memory: the growth of the worker's memory (resident memory not backed by a file on
///   Linux, the physical footprint on Darwin) from the run's start to its end, and at any
///   moment while it runs when the growth passes the limit by more than
///   ``suddenGrowthAllowance``.
/// - Waiting: a run that uses little processor time but does not return (a deadlock, a
///   blocking sleep) is killed after ``waitLimit(of:)``.
///
/// The documented figure is the monitor's 6 MB; Apple publishes no processor time limit and no
/// memory limit for the shield extensions, so those are the simulator's choices, wide enough
/// for any real extension.
public struct ProcessLimits: Sendable, Hashable, Codable {
  /// The processor time one run may use, in milliseconds, by process.
  public var processorMilliseconds: [ProcessKind: Int64]
  /// The memory one run may add, in bytes, by process.
  public var memoryBytes: [ProcessKind: UInt64]

  public init(
    processorMilliseconds: [ProcessKind: Int64] = ProcessLimits.defaultProcessorMilliseconds,
    memoryBytes: [ProcessKind: UInt64] = ProcessLimits.defaultMemoryBytes
  ) {
    self.processorMilliseconds = processorMilliseconds
    self.memoryBytes = memoryBytes
  }

  /// The defaults: 10 s for the main app and 1 s for an extension's callback.
  public static let defaultProcessorMilliseconds: [ProcessKind: Int64] = [
    .mainApp: 10_000, .monitor: 1_000, .shieldConfiguration: 1_000, .shieldAction: 1_000,
  ]

  /// The defaults: 6 MB for the monitor (research §4.5), 64 MB for each shield extension and
  /// 1 GB for the main app.
  public static let defaultMemoryBytes: [ProcessKind: UInt64] = [
    .mainApp: 1 << 30, .monitor: 6 << 20, .shieldConfiguration: 64 << 20,
    .shieldAction: 64 << 20,
  ]

  /// How far past its limit a run's memory may grow while it runs before it is killed at once,
  /// rather than when it returns: 256 MB, so that the simulator's own short-lived buffers never
  /// kill a run, while a run that allocates gigabytes is stopped long before the host runs out.
  public static let suddenGrowthAllowance: UInt64 = 256 << 20

  /// The processor time a run in `process` may use, in milliseconds.
  public func processorLimit(of process: ProcessKind) -> Int64 {
    processorMilliseconds[process] ?? Self.defaultProcessorMilliseconds[process] ?? 10_000
  }

  /// The memory a run in `process` may add, in bytes.
  public func memoryLimit(of process: ProcessKind) -> UInt64 {
    memoryBytes[process] ?? Self.defaultMemoryBytes[process] ?? (1 << 30)
  }

  /// How long a run in `process` may go without returning, in milliseconds: five times its
  /// processor time and 10 s more.
  public func waitLimit(of process: ProcessKind) -> Int64 {
    processorLimit(of: process) * 5 + 10_000
  }

  /// The number a shared page gives `process`: 1 to 4.
  static func code(of process: ProcessKind) -> UInt64 {
    UInt64((ProcessKind.allCases.firstIndex(of: process) ?? 0) + 1)
  }

  /// The process a shared page's number names.
  static func process(ofCode code: UInt64) -> ProcessKind? {
    let index = Int(code) - 1
    return ProcessKind.allCases.indices.contains(index) ? ProcessKind.allCases[index] : nil
  }
}

extension ProcessLimits {
  private enum CodingKeys: String, CodingKey {
    case processorMilliseconds, memoryBytes
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    func kinds<Value>(_ values: [String: Value]) -> [ProcessKind: Value] {
      Dictionary(
        uniqueKeysWithValues: values.compactMap { key, value in
          ProcessKind(rawValue: key).map { ($0, value) }
        })
    }
    processorMilliseconds = kinds(
      try container.decode([String: Int64].self, forKey: .processorMilliseconds))
    memoryBytes = kinds(try container.decode([String: UInt64].self, forKey: .memoryBytes))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    func names<Value>(_ values: [ProcessKind: Value]) -> [String: Value] {
      Dictionary(uniqueKeysWithValues: values.map { ($0.key.rawValue, $0.value) })
    }
    try container.encode(names(processorMilliseconds), forKey: .processorMilliseconds)
    try container.encode(names(memoryBytes), forKey: .memoryBytes)
  }
}

extension ProcessLimits {
  /// A limit's value and the processes it is for, as a command line writes it.
  public enum ParseError: Error, Equatable, Sendable {
    /// A process name that is none of `app`, `monitor`, `shield-config`, `shield-action`.
    case unknownProcess(String)
    /// A value that is not a duration (`500ms`, `2s`, `1m`) or a size (`6MB`, `1GB`).
    case badValue(String)
  }

  /// `processes` each given `text`'s value: `2s` for all, or `monitor=1s,app=10s`.
  ///
  /// - Throws: ``ParseError`` for an unknown process or an unreadable value.
  static func assignments<Value>(
    _ text: String, value: (String) -> Value?
  ) throws(ParseError) -> [ProcessKind: Value] {
    var assigned: [ProcessKind: Value] = [:]
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let pieces = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let kinds: [ProcessKind]
      let valueText: String
      if pieces.count == 2 {
        guard let kind = ProcessKind(rawValue: String(pieces[0])) else {
          throw .unknownProcess(String(pieces[0]))
        }
        kinds = [kind]
        valueText = String(pieces[1])
      } else {
        kinds = ProcessKind.allCases
        valueText = String(part)
      }
      guard let parsed = value(valueText) else { throw .badValue(valueText) }
      for kind in kinds { assigned[kind] = parsed }
    }
    return assigned
  }

  /// These limits with the processor times `text` gives (`--time-limit`): `2s`, `500ms`,
  /// `monitor=1s,app=10s`, each from 1 ms to 1 hour.
  public func settingProcessorTime(_ text: String) throws(ParseError) -> ProcessLimits {
    var limits = self
    let assigned = try Self.assignments(text, value: Self.milliseconds(of:))
    limits.processorMilliseconds.merge(assigned) { $1 }
    return limits
  }

  /// These limits with the memory `text` gives (`--memory-limit`): `6MB`, `512KB`,
  /// `monitor=6MB,app=1GB`, each from 64 KB to 1 TB.
  public func settingMemory(_ text: String) throws(ParseError) -> ProcessLimits {
    var limits = self
    let assigned = try Self.assignments(text, value: Self.bytes(of:))
    limits.memoryBytes.merge(assigned) { $1 }
    return limits
  }

  /// `500ms`, `2s`, `1m` in milliseconds, 1 ms to 1 hour; `nil` for anything else.
  static func milliseconds(of text: String) -> Int64? {
    let units: [(String, Int64)] = [("ms", 1), ("s", 1_000), ("m", 60_000)]
    for (unit, scale) in units where text.hasSuffix(unit) {
      let digits = text.dropLast(unit.count)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = Int64(digits), value <= 3_600_000 / scale
      else { return nil }
      let total = value * scale
      return (1...3_600_000).contains(total) ? total : nil
    }
    return nil
  }

  /// `512KB`, `6MB`, `1GB` in bytes, 64 KB to 1 TB; `nil` for anything else.
  static func bytes(of text: String) -> UInt64? {
    let units: [(String, UInt64)] = [("KB", 1 << 10), ("MB", 1 << 20), ("GB", 1 << 30)]
    for (unit, scale) in units where text.hasSuffix(unit) {
      let digits = text.dropLast(unit.count)
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let value = UInt64(digits), value <= (1 << 40) / scale
      else { return nil }
      let total = value * scale
      return (64 << 10...1 << 40).contains(total) ? total : nil
    }
    return nil
  }

  /// `2 s`, `500 ms`.
  static func describe(milliseconds: Int64) -> String {
    milliseconds % 1_000 == 0 ? "\(milliseconds / 1_000) s" : "\(milliseconds) ms"
  }

  /// `6 MB`, `1 GB`, `512 KB`.
  static func describe(bytes: UInt64) -> String {
    if bytes % (1 << 30) == 0 { return "\(bytes >> 30) GB" }
    if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
    return "\(bytes >> 10) KB"
  }
}

import SimulationEngine

/// One diagnostic the app under test wrote, with the fields the simulator always adds.
///
/// Models what an app sends to its logging system (`os_log`, a crash reporter). The simulator
/// stamps every record with the OS version and build, the app's version and the simulated time,
/// as reference-app.md §6 requires.
public struct DiagnosticRecord: Sendable, Equatable {
  /// The code, for example `shield.unmatched-token`.
  public var code: String
  /// The fields the app supplied, in the order it supplied them.
  public var fields: [(key: String, value: String)]
  /// The process that wrote it.
  public var process: ProcessKind
  public var systemVersion: SystemVersion
  public var build: String
  public var appVersion: String
  public var instant: SimulationInstant

  public init(
    code: String, fields: [(key: String, value: String)], process: ProcessKind,
    systemVersion: SystemVersion, build: String, appVersion: String, instant: SimulationInstant
  ) {
    self.code = code
    self.fields = fields
    self.process = process
    self.systemVersion = systemVersion
    self.build = build
    self.appVersion = appVersion
    self.instant = instant
  }

  /// The value of field `key`, if present.
  public func value(of key: String) -> String? {
    fields.first { $0.key == key }?.value
  }

  /// Every field including the always-present ones, as `key=value` text.
  public var renderedFields: String { renderedFields(after: "") }

  /// `lead` followed by ``renderedFields``, written byte by byte into one buffer: every
  /// diagnostic of a run is rendered for its trace.
  public func renderedFields(after lead: String) -> String {
    let version = systemVersion.description
    var capacity = lead.utf8.count + 16 + version.utf8.count + build.utf8.count
    capacity += appVersion.utf8.count
    for field in fields { capacity += field.key.utf8.count + field.value.utf8.count + 2 }
    var text: [UInt8] = []
    text.reserveCapacity(capacity)
    text.append(contentsOf: lead.utf8)
    for field in fields {
      text.append(contentsOf: field.key.utf8)
      text.append(UInt8(ascii: "="))
      text.append(contentsOf: field.value.utf8)
      text.append(UInt8(ascii: " "))
    }
    text.append(contentsOf: "os=".utf8)
    text.append(contentsOf: version.utf8)
    text.append(contentsOf: " build=".utf8)
    text.append(contentsOf: build.utf8)
    text.append(contentsOf: " app=".utf8)
    text.append(contentsOf: appVersion.utf8)
    return String(decoding: text, as: UTF8.self)
  }

  public static func == (lhs: DiagnosticRecord, rhs: DiagnosticRecord) -> Bool {
    lhs.code == rhs.code && lhs.fields.map(\.key) == rhs.fields.map(\.key)
      && lhs.fields.map(\.value) == rhs.fields.map(\.value) && lhs.process == rhs.process
      && lhs.systemVersion == rhs.systemVersion && lhs.build == rhs.build
      && lhs.appVersion == rhs.appVersion && lhs.instant == rhs.instant
  }
}

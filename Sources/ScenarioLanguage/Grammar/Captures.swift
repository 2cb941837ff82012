import InvariantChecking
import ScreenTimeModel
import SimulationEngine

/// The values a statement pattern captured, by label, and the names the statement uses.
///
/// A builder reads the values its own pattern declares; asking for a label the pattern does not
/// capture is a mistake in the statement table, caught by a precondition.
package struct Captures: Sendable {
  /// A name the statement declares or uses, and where.
  package struct NameUse: Sendable, Equatable {
    package var name: String
    package var location: SourceLocation

    package init(name: String, location: SourceLocation) {
      self.name = name
      self.location = location
    }
  }

  /// A name the statement declares.
  package struct Declaration: Sendable, Equatable {
    package var name: String
    package var kind: SymbolKind
    package var location: SourceLocation
    /// Whether an `app` or `web` line implies it (a category that may be declared later).
    package var isImplied: Bool
  }

  /// A bundle identifier or domain the statement declares, which no other alias may repeat.
  package struct Identifier: Sendable, Equatable {
    package var value: String
    package var kind: ValueKind
    package var location: SourceLocation
  }

  /// Where the statement starts.
  package var location: SourceLocation
  /// Profiles the statement names, in order.
  package var profiles: [NameUse] = []
  /// Aliases the statement declares, in order.
  package var declarations: [Declaration] = []
  /// Identifiers the statement declares.
  package var identifiers: [Identifier] = []
  private var values: [String: CapturedValue] = [:]
  private var locations: [String: SourceLocation] = [:]

  package init(location: SourceLocation) {
    self.location = location
  }

  /// Records `value` under `label`, found at `location`.
  package mutating func set(_ label: String, _ value: CapturedValue, at location: SourceLocation) {
    values[label] = value
    locations[label] = location
  }

  /// Whether anything was captured under `label` (an optional group that was given).
  package func has(_ label: String) -> Bool { values[label] != nil }

  /// Where the value captured under `label` was written.
  package func location(of label: String) -> SourceLocation {
    locations[label] ?? location
  }

  private func value(_ label: String) -> CapturedValue {
    guard let value = values[label] else {
      preconditionFailure("the statement table reads '\(label)', which its pattern lacks")
    }
    return value
  }

  private func mismatch(_ label: String) -> Never {
    preconditionFailure("the statement table reads '\(label)' as the wrong type")
  }

  package func word(_ label: String) -> String {
    guard case .word(let word) = value(label) else { mismatch(label) }
    return word
  }

  package func optionalWord(_ label: String) -> String? { has(label) ? word(label) : nil }

  /// The chosen word as the enumeration case with that raw value.
  package func choice<Choice: RawRepresentable>(_ type: Choice.Type, _ label: String) -> Choice
  where Choice.RawValue == String {
    guard let choice = Choice(rawValue: word(label)) else { mismatch(label) }
    return choice
  }

  package func string(_ label: String) -> String {
    guard case .string(let text) = value(label) else { mismatch(label) }
    return text
  }

  package func optionalString(_ label: String) -> String? { has(label) ? string(label) : nil }

  /// A word or a string.
  package func text(_ label: String) -> String {
    switch value(label) {
    case .word(let text), .string(let text): text
    default: mismatch(label)
    }
  }

  package func names(_ label: String) -> [String] {
    guard case .names(let names) = value(label) else { mismatch(label) }
    return names
  }

  package func item(_ label: String) -> ItemReference {
    guard case .item(let item) = value(label) else { mismatch(label) }
    return item
  }

  package func items(_ label: String) -> [ItemReference] {
    guard case .items(let items) = value(label) else { mismatch(label) }
    return items
  }

  /// The aliases of the list under `label`, or none when the group was not given.
  package func aliases(_ label: String) -> [String] {
    has(label) ? items(label).map(\.alias) : []
  }

  package func duration(_ label: String) -> SimulationDuration {
    guard case .duration(let duration) = value(label) else { mismatch(label) }
    return duration
  }

  package func optionalDuration(_ label: String) -> SimulationDuration? {
    has(label) ? duration(label) : nil
  }

  package func clock(_ label: String) -> Clock {
    guard case .clock(let clock) = value(label) else { mismatch(label) }
    return clock
  }

  package func clockRange(_ label: String) -> (start: Clock, end: Clock) {
    guard case .clockRange(let start, let end) = value(label) else { mismatch(label) }
    return (start, end)
  }

  package func weekdays(_ label: String) -> [Weekday] {
    guard case .weekdays(let days) = value(label) else { mismatch(label) }
    return days
  }

  package func integer(_ label: String) -> Int {
    guard case .integer(let number) = value(label) else { mismatch(label) }
    return number
  }

  package func seed(_ label: String) -> UInt64 {
    guard case .seed(let seed) = value(label) else { mismatch(label) }
    return seed
  }

  package func size(_ label: String) -> Int {
    guard case .size(let bytes) = value(label) else { mismatch(label) }
    return bytes
  }

  package func date(_ label: String) -> CivilDate {
    guard case .date(let date) = value(label) else { mismatch(label) }
    return date
  }

  package func timeZone(_ label: String) -> DeviceTimeZone {
    guard case .timeZone(let zone) = value(label) else { mismatch(label) }
    return zone
  }

  package func systemVersion(_ label: String) -> SystemVersion {
    guard case .systemVersion(let version) = value(label) else { mismatch(label) }
    return version
  }

  package func systemVersions(_ label: String) -> SystemVersionSet {
    guard case .systemVersions(let versions) = value(label) else { mismatch(label) }
    return versions
  }

  package func callback(_ label: String) -> MonitorCallback {
    guard case .callback(let callback) = value(label) else { mismatch(label) }
    return callback
  }

  package func familyControlsError(_ label: String) -> FamilyControlsErrorCode {
    guard case .familyControlsError(let error) = value(label) else { mismatch(label) }
    return error
  }

  package func invariant(_ label: String) -> Invariant {
    guard case .invariant(let invariant) = value(label) else { mismatch(label) }
    return invariant
  }

  package func mistakes(_ label: String) -> [String] {
    guard case .mistakes(let mistakes) = value(label) else { mismatch(label) }
    return mistakes
  }

  package func option(_ label: String) -> (ModelOptionSpecification, ModelOptionSpecification.Value)
  {
    guard case .option(let option, let setting) = value(label) else { mismatch(label) }
    return (option, setting)
  }

  /// The groups a repeated element captured, in order; none when it was not given.
  package func groups(_ label: String) -> [Captures] {
    guard has(label) else { return [] }
    guard case .groups(let groups) = value(label) else { mismatch(label) }
    return groups
  }

  /// Takes in the names and identifiers a group of a repeated element declared or used.
  package mutating func merge(_ group: Captures) {
    profiles += group.profiles
    declarations += group.declarations
    identifiers += group.identifiers
  }

  package func fields(_ label: String) -> [DiagnosticField] {
    guard case .fields(let fields) = value(label) else { mismatch(label) }
    return fields
  }

  /// The captures of the same statement written on line `line` and `columns` further right:
  /// every location moved alike, the values unchanged.
  ///
  /// - Complexity: O(n) in the values, names and locations captured.
  package func moved(toLine line: Int, columns: Int) -> Captures {
    func move(_ location: SourceLocation) -> SourceLocation {
      SourceLocation(file: location.file, line: line, column: location.column + columns)
    }
    var moved = self
    moved.location = move(location)
    for index in moved.profiles.indices {
      moved.profiles[index].location = move(profiles[index].location)
    }
    for index in moved.declarations.indices {
      moved.declarations[index].location = move(declarations[index].location)
    }
    for index in moved.identifiers.indices {
      moved.identifiers[index].location = move(identifiers[index].location)
    }
    moved.locations = locations.mapValues(move)
    for (label, value) in values {
      if case .groups(let groups) = value {
        moved.values[label] = .groups(groups.map { $0.moved(toLine: line, columns: columns) })
      }
    }
    return moved
  }
}

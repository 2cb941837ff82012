import Foundation
import SimulationEngine

/// A time zone of the simulated device: the offset from UTC at any instant, with its rules.
///
/// Models the zone `Calendar.current` uses on the device. The rules come from the time-zone
/// data bundled with the Swift toolchain's Foundation, not from the host machine, so a run gives
/// the same local times on every machine with the same toolchain. Simulated instants count
/// milliseconds since 1970-01-01 00:00 UTC.
public struct DeviceTimeZone: Hashable, Sendable {
  /// The IANA identifier the scenario gave, for example `Europe/Berlin` or `UTC`.
  public let identifier: String
  private let zone: TimeZone

  /// The zone with `identifier`, or `nil` when it is not a known IANA identifier.
  public init?(identifier: String) {
    guard Self.isKnown(identifier), let zone = TimeZone(identifier: identifier) else { return nil }
    self.identifier = identifier
    self.zone = zone
  }

  /// UTC.
  public static let utc = DeviceTimeZone(fixedUTCIdentifier: "UTC")

  private init(fixedUTCIdentifier identifier: String) {
    self.identifier = identifier
    // swift-format-ignore: NeverForceUnwrap
    // GMT is always present in Foundation's zone data.
    self.zone = TimeZone(secondsFromGMT: 0)!
  }

  /// The identifiers listed and suggested: Foundation's known IANA identifiers, the UTC aliases
  /// and the fixed-offset `Etc/GMT±N` zones (``isKnown(_:)`` accepts some more).
  public static let knownIdentifiers: [String] = {
    let aliases = ["UTC", "GMT", "Etc/UTC", "Etc/GMT"]
    // IANA's fixed offsets have POSIX signs: Etc/GMT+12 is 12 hours behind UTC.
    let offsets = (1...12).map { "Etc/GMT+\($0)" } + (1...14).map { "Etc/GMT-\($0)" }
    return (TimeZone.knownTimeZoneIdentifiers + aliases + offsets).sorted()
  }()

  private static let knownSet = Set(knownIdentifiers)

  /// Whether `identifier` names a zone the simulator knows.
  ///
  /// Foundation's list of identifiers leaves out IANA names that its rules still cover: the
  /// `Etc/` zones (`Etc/GMT+12`, `Etc/GMT-14`) and linked or renamed zones (`Asia/Kolkata`). So
  /// an `Area/Location` name in one of the IANA areas is accepted too when Foundation has rules
  /// for it; the abbreviations and offsets Foundation also reads (`PST`, `GMT+5`) are not IANA
  /// names and stay refused.
  public static func isKnown(_ identifier: String) -> Bool {
    if knownSet.contains(identifier) { return true }
    guard let slash = identifier.firstIndex(of: "/"),
      ianaAreas.contains(String(identifier[..<slash])),
      identifier.utf8.allSatisfy(isIdentifierByte)
    else { return false }
    return TimeZone(identifier: identifier) != nil
  }

  /// The areas of IANA zone names: continents, oceans, and `Etc` for the fixed offsets.
  private static let ianaAreas: Set<String> = [
    "Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Etc",
    "Europe", "Indian", "Pacific",
  ]

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "/"), UInt8(ascii: "_"),
      UInt8(ascii: "-"), UInt8(ascii: "+"):
      true
    default: false
    }
  }

  /// The offset from UTC at `instant`, in seconds.
  public func secondsFromUTC(at instant: SimulationInstant) -> Int {
    zone.secondsFromGMT(for: instant.date)
  }

  /// The wall-clock reading at `instant`.
  public func localDateTime(at instant: SimulationInstant) -> LocalDateTime {
    let offset = Int64(secondsFromUTC(at: instant)) * 1_000
    return LocalDateTime(millisecondsSinceEpochAsUTC: instant.millisecondsSinceOrigin + offset)
  }

  /// The instant at which the wall clock reads `local`.
  ///
  /// A reading that the clock skips (the hour lost when daylight saving starts) resolves to the
  /// instant the same distance after the jump, as Foundation's
  /// `.nextTimePreservingSmallerComponents` does: 02:30 on a day that jumps from 02:00 to 03:00
  /// becomes 03:30. A reading the clock shows twice (the hour repeated when it ends) resolves to
  /// its first occurrence.
  public func instant(at local: LocalDateTime) -> SimulationInstant {
    let asUTC = local.millisecondsSinceEpochAsUTC
    // Try the offsets in force a day either side; keep the earliest instant that reads `local`,
    // which is the one of the largest offset that holds at its own instant.
    let before = offsetMilliseconds(at: asUTC - 86_400_000)
    let same = offsetMilliseconds(at: asUTC)
    let after = offsetMilliseconds(at: asUTC + 86_400_000)
    var earliest: Int64?
    func consider(_ offset: Int64) {
      let candidate = asUTC - offset
      guard offsetMilliseconds(at: candidate) == offset else { return }
      earliest = min(earliest ?? candidate, candidate)
    }
    consider(before)
    if same != before { consider(same) }
    if after != before, after != same { consider(after) }
    // Skipped reading: the offset in force before the jump lands the same distance after it.
    return SimulationInstant(millisecondsSinceOrigin: earliest ?? asUTC - before)
  }

  /// The offset from UTC at `milliseconds` since 1970, in milliseconds.
  private func offsetMilliseconds(at milliseconds: Int64) -> Int64 {
    Int64(secondsFromUTC(at: SimulationInstant(millisecondsSinceOrigin: milliseconds))) * 1_000
  }

  public static func == (lhs: DeviceTimeZone, rhs: DeviceTimeZone) -> Bool {
    lhs.identifier == rhs.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}

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

  /// The identifiers accepted: Foundation's known IANA identifiers, and the UTC aliases.
  public static let knownIdentifiers: [String] = {
    let aliases = ["UTC", "GMT", "Etc/UTC", "Etc/GMT"]
    return (TimeZone.knownTimeZoneIdentifiers + aliases).sorted()
  }()

  private static let knownSet = Set(knownIdentifiers)

  /// Whether `identifier` names a zone the simulator knows.
  public static func isKnown(_ identifier: String) -> Bool {
    knownSet.contains(identifier)
  }

  /// The offset from UTC at `instant`, in seconds.
  public func secondsFromUTC(at instant: SimulationInstant) -> Int {
    zone.secondsFromGMT(for: date(instant))
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
    // Try the offsets in force a day either side; keep the earliest instant that reads `local`.
    let probes = [asUTC - 86_400_000, asUTC, asUTC + 86_400_000].map {
      Int64(secondsFromUTC(at: SimulationInstant(millisecondsSinceOrigin: $0))) * 1_000
    }
    var candidates: [Int64] = []
    for offset in Set(probes).sorted() {
      let candidate = asUTC - offset
      let instant = SimulationInstant(millisecondsSinceOrigin: candidate)
      if Int64(secondsFromUTC(at: instant)) * 1_000 == offset { candidates.append(candidate) }
    }
    if let first = candidates.min() {
      return SimulationInstant(millisecondsSinceOrigin: first)
    }
    // Skipped reading: the offset in force before the jump lands the same distance after it.
    return SimulationInstant(millisecondsSinceOrigin: asUTC - probes[0])
  }

  private func date(_ instant: SimulationInstant) -> Date {
    Date(timeIntervalSince1970: Double(instant.millisecondsSinceOrigin) / 1_000)
  }

  public static func == (lhs: DeviceTimeZone, rhs: DeviceTimeZone) -> Bool {
    lhs.identifier == rhs.identifier
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identifier)
  }
}

#if !canImport(Darwin)
  import Foundation

  /// Foundation's `DateComponentsFormatter`, which Linux's Foundation marks unavailable.
  ///
  /// The `DeviceStandIns` plugin names it `DateComponentsFormatter` in the app's module. It
  /// writes US English, the simulated device's language, as Apple's does for `en_US`: 5,400
  /// seconds in hours and minutes are `1:30` positional, `1h 30m` abbreviated, `1 hr, 30 min`
  /// short, `1 hour, 30 minutes` full, `one hour, thirty minutes` spelled out and `1hr 30min`
  /// brief. An interval is split into the allowed units from the largest down, a day being 24
  /// hours and a week 7 days; months and years are counted on the device's calendar from the
  /// device's now (or ``referenceDate``). What is left below the smallest allowed unit is
  /// dropped.
  public final class SimulatedDateComponentsFormatter: @unchecked Sendable {
    /// How units are written: `DateComponentsFormatter.UnitsStyle`, with Foundation's raw
    /// values.
    public enum UnitsStyle: Int, Hashable, Sendable {
      case positional = 0
      case abbreviated = 1
      case short = 2
      case full = 3
      case spellOut = 4
      case brief = 5
    }

    /// Which zero values are left out: `DateComponentsFormatter.ZeroFormattingBehavior`.
    public struct ZeroFormattingBehavior: OptionSet, Hashable, Sendable {
      public let rawValue: UInt

      public init(rawValue: UInt) {
        self.rawValue = rawValue
      }

      /// Keep every zero value.
      public static let none = ZeroFormattingBehavior([])
      /// Positional: drop leading zeros; the other styles: drop every zero.
      public static let `default` = ZeroFormattingBehavior(rawValue: 1 << 0)
      public static let dropLeading = ZeroFormattingBehavior(rawValue: 1 << 1)
      public static let dropMiddle = ZeroFormattingBehavior(rawValue: 1 << 2)
      public static let dropTrailing = ZeroFormattingBehavior(rawValue: 1 << 3)
      public static let dropAll: ZeroFormattingBehavior = [
        .dropLeading, .dropMiddle, .dropTrailing,
      ]
      /// Positional: pad every unit, the first one too, to two digits.
      public static let pad = ZeroFormattingBehavior(rawValue: 1 << 16)
    }

    /// The units the output may use; empty means years down to seconds.
    public var allowedUnits: NSCalendar.Unit = []
    /// How units are written.
    public var unitsStyle: UnitsStyle = .positional
    /// Which zero values are left out.
    public var zeroFormattingBehavior: ZeroFormattingBehavior = .default
    /// The most units written, the largest non-zero ones; 0 for no limit.
    public var maximumUnitCount = 0
    /// Whether the output starts with "About".
    public var includesApproximationPhrase = false
    /// Whether the output ends with "remaining".
    public var includesTimeRemainingPhrase = false
    /// Whether a fraction of the smallest unit may be written (kept, not used).
    public var allowsFractionalUnits = false
    /// Whether a single largest unit absorbs the next (kept, not used).
    public var collapsesLargestUnit = false
    /// The calendar months and years are counted on; the device's when `nil`.
    public var calendar: Calendar?
    /// Where months and years of an interval are counted from; the device's now when `nil`.
    public var referenceDate: Date?

    public init() {}

    private static let order: [NSCalendar.Unit] = [
      .year, .month, .weekOfMonth, .day, .hour, .minute, .second,
    ]

    private var units: [NSCalendar.Unit] {
      let allowed =
        allowedUnits.isEmpty
        ? [.year, .month, .weekOfMonth, .day, .hour, .minute, .second] : allowedUnits
      return Self.order.filter {
        allowed.contains($0) || $0 == .weekOfMonth && allowed.contains(.weekOfYear)
      }
    }

    /// `ti` seconds in the allowed units.
    public func string(from ti: TimeInterval) -> String? {
      guard ti.isFinite else { return nil }
      let units = units
      if units.contains(.year) || units.contains(.month) {
        let start = referenceDate ?? SimulatedEnvironment.now
        return string(from: start, to: start.addingTimeInterval(ti))
      }
      var remaining = Int64(abs(ti))
      var values: [(NSCalendar.Unit, Int64)] = []
      for unit in units {
        let size = Self.seconds(of: unit)
        values.append((unit, remaining / size))
        remaining %= size
      }
      return format(values, negative: ti < 0)
    }

    /// The time from `startDate` to `endDate` in the allowed units.
    public func string(from startDate: Date, to endDate: Date) -> String? {
      let calendar = calendar ?? SimulatedEnvironment.calendar
      let units = units
      let components = calendar.dateComponents(
        Set(units.map { Self.component(of: $0) }), from: min(startDate, endDate),
        to: max(startDate, endDate))
      let values = units.map { unit in
        (unit, Int64(components.value(for: Self.component(of: unit)) ?? 0))
      }
      return format(values, negative: endDate < startDate)
    }

    /// `components` written in the allowed units that they hold.
    public func string(from components: DateComponents) -> String? {
      let values = units.map { unit in
        (unit, Int64(components.value(for: Self.component(of: unit)) ?? 0))
      }
      return format(values, negative: false)
    }

    /// `obj` written as ``string(from:)-(DateComponents)`` or ``string(from:)-(TimeInterval)``
    /// does, for a `DateComponents` or a number.
    public func string(for obj: Any?) -> String? {
      if let components = obj as? DateComponents { return string(from: components) }
      if let interval = obj as? TimeInterval { return string(from: interval) }
      if let number = obj as? NSNumber { return string(from: number.doubleValue) }
      return nil
    }

    private static func seconds(of unit: NSCalendar.Unit) -> Int64 {
      switch unit {
      case .weekOfMonth: 604_800
      case .day: 86_400
      case .hour: 3_600
      case .minute: 60
      default: 1
      }
    }

    private static func component(of unit: NSCalendar.Unit) -> Calendar.Component {
      switch unit {
      case .year: .year
      case .month: .month
      case .weekOfMonth: .weekOfMonth
      case .day: .day
      case .hour: .hour
      case .minute: .minute
      default: .second
      }
    }

    private func format(_ all: [(NSCalendar.Unit, Int64)], negative: Bool) -> String? {
      guard !all.isEmpty else { return nil }
      var values = all.map { (unit: $0.0, value: abs($0.1)) }
      let behavior = zeroFormattingBehavior
      if unitsStyle == .positional {
        values = positionalUnits(values, behavior)
      } else {
        values = namedUnits(values, behavior)
      }
      if maximumUnitCount > 0 {
        if let first = values.firstIndex(where: { $0.value != 0 }) {
          values = Array(values[first...].prefix(maximumUnitCount))
        } else {
          values = Array(values.suffix(1))
        }
      }
      var text: String
      if unitsStyle == .positional {
        text = values.enumerated().map { index, item in
          let digits = String(item.value)
          let padded = index > 0 || behavior.contains(.pad)
          return padded && digits.count < 2 ? "0" + digits : digits
        }.joined(separator: ":")
      } else {
        let separator = [.abbreviated, .brief].contains(unitsStyle) ? " " : ", "
        text = values.map { named($0.value, $0.unit) }.joined(separator: separator)
      }
      if negative { text = "-" + text }
      if includesApproximationPhrase { text = "About " + text }
      if includesTimeRemainingPhrase { text += " remaining" }
      return text
    }

    private func positionalUnits(
      _ values: [(unit: NSCalendar.Unit, value: Int64)], _ behavior: ZeroFormattingBehavior
    ) -> [(unit: NSCalendar.Unit, value: Int64)] {
      guard !behavior.contains(.pad), behavior != .none else { return values }
      // Leading zeros go, but a time keeps its minutes and seconds (`0:05`).
      var result = values
      while result.count > 2, result.first?.value == 0 { result.removeFirst() }
      if result.count == 2, result[0].value == 0, result[0].unit != .minute,
        result[0].unit != .hour
      {
        result.removeFirst()
      }
      return result
    }

    private func namedUnits(
      _ values: [(unit: NSCalendar.Unit, value: Int64)], _ behavior: ZeroFormattingBehavior
    ) -> [(unit: NSCalendar.Unit, value: Int64)] {
      guard values.contains(where: { $0.value != 0 }) else { return Array(values.suffix(1)) }
      guard behavior != .none else { return values }
      let first = values.firstIndex { $0.value != 0 } ?? 0
      let last = values.lastIndex { $0.value != 0 } ?? values.count - 1
      let dropsAll = behavior.contains(.default)
      return values.enumerated().filter { index, item in
        guard item.value == 0 else { return true }
        if dropsAll { return false }
        if index < first { return !behavior.contains(.dropLeading) }
        if index > last { return !behavior.contains(.dropTrailing) }
        return !behavior.contains(.dropMiddle)
      }.map(\.element)
    }

    private func named(_ value: Int64, _ unit: NSCalendar.Unit) -> String {
      let one = value == 1
      switch unitsStyle {
      case .abbreviated:
        let suffix: String =
          switch unit {
          case .year: "y"
          case .month: "mo"
          case .weekOfMonth: "w"
          case .day: "d"
          case .hour: "h"
          case .minute: "m"
          default: "s"
          }
        return Self.grouped(value) + suffix
      case .short, .brief:
        let name: String =
          switch unit {
          case .year: one ? "yr" : "yrs"
          case .month: one ? "mth" : "mths"
          case .weekOfMonth: one ? "wk" : "wks"
          case .day: one ? "day" : "days"
          case .hour: "hr"
          case .minute: "min"
          default: "sec"
          }
        return Self.grouped(value) + (unitsStyle == .short ? " " : "") + name
      default:
        let name: String =
          switch unit {
          case .year: "year"
          case .month: "month"
          case .weekOfMonth: "week"
          case .day: "day"
          case .hour: "hour"
          case .minute: "minute"
          default: "second"
          }
        let number = unitsStyle == .spellOut ? Self.spelledOut(value) : Self.grouped(value)
        return number + " " + name + (one ? "" : "s")
      }
    }

    private static let englishUS = Locale(identifier: "en_US")

    private static func grouped(_ value: Int64) -> String {
      value.formatted(.number.locale(englishUS))
    }

    private static func spelledOut(_ value: Int64) -> String {
      let formatter = NumberFormatter()
      formatter.locale = englishUS
      formatter.numberStyle = .spellOut
      return formatter.string(from: NSNumber(value: value)) ?? String(value)
    }
  }
#endif

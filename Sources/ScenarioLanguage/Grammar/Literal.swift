import ScreenTimeModel
import SimulationEngine

/// Why a word is not a value of the kind wanted.
package enum LiteralProblem: Error, Equatable {
  /// The word does not have the value's form.
  case malformed
  /// The form is right but the value is outside the accepted range.
  case outOfRange
  /// A date that the calendar does not have.
  case noSuchDate
}

/// The written forms of the language's values (spec section 1), read from single words.
package enum Literal {
  /// The longest duration accepted: 3660 days, the last day a `day` prefix can name.
  package static let longestDuration = SimulationDuration.days(3_660)
  /// The largest size accepted: 4 GiB.
  package static let largestSize = 4 * 1_024 * 1_024 * 1_024

  /// Whether `text` is a name: `[A-Za-z][A-Za-z0-9_.-]*`.
  package static func isName(_ text: String) -> Bool {
    guard let first = text.utf8.first, isLetter(first) else { return false }
    return text.utf8.allSatisfy {
      isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".")
        || $0 == UInt8(ascii: "-")
    }
  }

  /// A bundle identifier or domain: dot-separated parts of ASCII letters, digits and `-`.
  package static func isDottedIdentifier(_ text: String) -> Bool {
    let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
    return parts.allSatisfy { part in
      !part.isEmpty && part.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
    }
  }

  /// An Apple build number such as `22F76`, `23A341` or `21E5184i`.
  package static func isBuild(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    guard (1...3).contains(index), index < bytes.count,
      (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[index])
    else { return false }
    index += 1
    let numberStart = index
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    guard index - numberStart <= 5 else { return false }
    if index < bytes.count, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index]) {
      index += 1
    }
    return index == bytes.count
  }

  /// A duration: `<integer><unit>` parts, units `d`, `h`, `m`, `s`, `ms`, largest first.
  package static func duration(_ text: String) -> Result<SimulationDuration, LiteralProblem> {
    let bytes = Array(text.utf8)
    let units: [(symbol: String, milliseconds: Int64)] = [
      ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1),
    ]
    var total: Int64 = 0
    var nextUnit = 0
    var index = 0
    var isTooLong = false
    guard !bytes.isEmpty else { return .failure(.malformed) }
    while index < bytes.count {
      let digitsStart = index
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
      let symbolStart = index
      while index < bytes.count, !isDigit(bytes[index]) { index += 1 }
      let symbol = String(decoding: bytes[symbolStart..<index], as: UTF8.self)
      guard symbolStart > digitsStart,
        let unit = units.indices.first(where: { units[$0].symbol == symbol }), unit >= nextUnit
      else { return .failure(.malformed) }
      nextUnit = unit + 1
      let digits = bytes[digitsStart..<symbolStart]
      guard let count = number(digits),
        count <= longestDuration.milliseconds / units[unit].milliseconds
      else {
        isTooLong = true
        continue
      }
      total += count * units[unit].milliseconds
      if total > longestDuration.milliseconds { isTooLong = true }
    }
    return isTooLong ? .failure(.outOfRange) : .success(.milliseconds(total))
  }

  /// A clock: `HH:MM` or `HH:MM:SS`, two digits each, 24-hour.
  package static func clock(_ text: String) -> Clock? {
    let parts = text.utf8.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count), parts.allSatisfy({ $0.count == 2 }),
      let hour = number(parts[0]), let minute = number(parts[1]),
      let second = parts.count == 3 ? number(parts[2]) : 0,
      hour < 24, minute < 60, second < 60
    else { return nil }
    return Clock(hour: Int(hour), minute: Int(minute), second: Int(second))
  }

  /// A time range: `<clock>-<clock>`.
  package static func clockRange(_ text: String) -> (Clock, Clock)? {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, let start = clock(String(parts[0])), let end = clock(String(parts[1]))
    else { return nil }
    return (start, end)
  }

  /// A size: `<integer>B`, `<integer>KB` or `<integer>MB`, in bytes (1 KB = 1024 B).
  package static func size(_ text: String) -> Result<Int, LiteralProblem> {
    let bytes = Array(text.utf8)
    let digitCount = bytes.prefix(while: isDigit).count
    let unit = String(decoding: bytes[digitCount...], as: UTF8.self)
    let multipliers: [String: Int64] = ["B": 1, "KB": 1_024, "MB": 1_024 * 1_024]
    guard digitCount > 0, let multiplier = multipliers[unit] else { return .failure(.malformed) }
    guard let count = number(bytes[..<digitCount]), count <= Int64(largestSize) / multiplier
    else { return .failure(.outOfRange) }
    return .success(Int(count * multiplier))
  }

  /// `bytes` as the largest exact unit: `6MB`, `512KB`, `100B`.
  package static func sizeDescription(_ bytes: Int) -> String {
    if bytes > 0, bytes % (1_024 * 1_024) == 0 { return "\(bytes / (1_024 * 1_024))MB" }
    if bytes > 0, bytes % 1_024 == 0 { return "\(bytes / 1_024)KB" }
    return "\(bytes)B"
  }

  /// A date: `YYYY-MM-DD`.
  package static func date(_ text: String) -> Result<CivilDate, LiteralProblem> {
    let parts = text.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      let year = number(parts[0]), let month = number(parts[1]), let day = number(parts[2])
    else { return .failure(.malformed) }
    guard CivilDate.isValid(year: Int(year), month: Int(month), day: Int(day)) else {
      return .failure(.noSuchDate)
    }
    return .success(CivilDate(year: Int(year), month: Int(month), day: Int(day)))
  }

  /// A whole number written in decimal digits, within `range`.
  package static func integer(_ text: String, in range: ClosedRange<Int>) -> Result<
    Int, LiteralProblem
  > {
    let bytes = Array(text.utf8)
    guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return .failure(.malformed) }
    guard let value = number(bytes[...]), value <= Int64(range.upperBound),
      value >= Int64(range.lowerBound)
    else { return .failure(.outOfRange) }
    return .success(Int(value))
  }

  /// A seed: a whole number from 0 through 2^64 − 1.
  package static func seed(_ text: String) -> Result<UInt64, LiteralProblem> {
    guard !text.isEmpty, text.utf8.allSatisfy(isDigit) else { return .failure(.malformed) }
    guard let value = UInt64(text) else { return .failure(.outOfRange) }
    return .success(value)
  }

  /// Decimal digits as a number, or `nil` when there are none or more than 15 significant ones.
  private static func number<Digits: Collection<UInt8>>(_ digits: Digits) -> Int64? {
    let significant = digits.drop { $0 == UInt8(ascii: "0") }
    guard !digits.isEmpty, digits.allSatisfy(isDigit), significant.count <= 15 else { return nil }
    return significant.reduce(0) { $0 * 10 + Int64($1 - UInt8(ascii: "0")) }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
      || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }
}

/// Values written as scenario files write them, for tools that take the same values elsewhere.
public enum ScenarioValue {
  /// A seed as a `seed` line takes it: decimal digits only, from 0 through 2^64 − 1.
  ///
  /// A sign, spaces or any other base are refused, so a command line's `--seed` means what the
  /// same text means in a file.
  public static func seed(_ text: String) -> UInt64? {
    try? Literal.seed(text).get()
  }
}

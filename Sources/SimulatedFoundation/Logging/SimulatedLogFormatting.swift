import Foundation

/// How a logged integer is written: `OSLogIntegerFormatting`.
public struct SimulatedLogIntegerFormatting: Sendable {
  enum Radix: Sendable {
    case decimal
    case hex
    case octal
  }

  let radix: Radix
  let explicitPositiveSign: Bool
  let includePrefix: Bool
  let uppercase: Bool
  let minDigits: Int

  public static let decimal = decimal()
  public static let hex = hex()
  public static let octal = octal()

  public static func decimal(
    explicitPositiveSign: Bool = false, minDigits: @autoclosure () -> Int = 0
  ) -> SimulatedLogIntegerFormatting {
    SimulatedLogIntegerFormatting(
      radix: .decimal, explicitPositiveSign: explicitPositiveSign, includePrefix: false,
      uppercase: false, minDigits: minDigits())
  }

  public static func hex(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> SimulatedLogIntegerFormatting {
    SimulatedLogIntegerFormatting(
      radix: .hex, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  public static func octal(
    explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false,
    minDigits: @autoclosure () -> Int = 0
  ) -> SimulatedLogIntegerFormatting {
    SimulatedLogIntegerFormatting(
      radix: .octal, explicitPositiveSign: explicitPositiveSign, includePrefix: includePrefix,
      uppercase: uppercase, minDigits: minDigits())
  }

  /// `value` written in this format.
  func text<Value: BinaryInteger>(of value: Value) -> String {
    let base =
      switch radix {
      case .decimal: 10
      case .hex: 16
      case .octal: 8
      }
    var digits = String(value.magnitude, radix: base, uppercase: uppercase)
    if digits.count < minDigits {
      digits = String(repeating: "0", count: minDigits - digits.count) + digits
    }
    if includePrefix {
      digits = (radix == .hex ? (uppercase ? "0X" : "0x") : radix == .octal ? "0" : "") + digits
    }
    if value < 0 { return "-" + digits }
    return explicitPositiveSign ? "+" + digits : digits
  }
}

/// How a logged floating-point number is written: `OSLogFloatFormatting`.
public struct SimulatedLogFloatFormatting: Sendable {
  enum Style: Sendable {
    case fixed
    case hex
    case exponential
    case hybrid
  }

  let style: Style
  let precision: Int?
  let explicitPositiveSign: Bool
  let uppercase: Bool

  /// Six digits after the point, as `%f` writes it; the default.
  public static let fixed = fixed()
  public static let hex = hex()
  public static let exponential = exponential()
  public static let hybrid = hybrid()

  public static func fixed(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> SimulatedLogFloatFormatting
  {
    SimulatedLogFloatFormatting(
      style: .fixed, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func fixed(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> SimulatedLogFloatFormatting {
    SimulatedLogFloatFormatting(
      style: .fixed, precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func hex(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> SimulatedLogFloatFormatting
  {
    SimulatedLogFloatFormatting(
      style: .hex, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func exponential(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> SimulatedLogFloatFormatting
  {
    SimulatedLogFloatFormatting(
      style: .exponential, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func exponential(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> SimulatedLogFloatFormatting {
    SimulatedLogFloatFormatting(
      style: .exponential, precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func hybrid(explicitPositiveSign: Bool = false, uppercase: Bool = false)
    -> SimulatedLogFloatFormatting
  {
    SimulatedLogFloatFormatting(
      style: .hybrid, precision: nil, explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  public static func hybrid(
    precision: @autoclosure () -> Int, explicitPositiveSign: Bool = false, uppercase: Bool = false
  ) -> SimulatedLogFloatFormatting {
    SimulatedLogFloatFormatting(
      style: .hybrid, precision: precision(), explicitPositiveSign: explicitPositiveSign,
      uppercase: uppercase)
  }

  /// `value` written in this format, as `printf` writes it in the POSIX locale.
  func text(of value: Double) -> String {
    var conversion =
      switch style {
      case .fixed: "f"
      case .hex: "a"
      case .exponential: "e"
      case .hybrid: "g"
      }
    if uppercase { conversion = conversion.uppercased() }
    let sign = explicitPositiveSign ? "+" : ""
    let digits = precision.map { ".\(max(0, $0))" } ?? ""
    return String(format: "%\(sign)\(digits)\(conversion)", value)
  }
}

/// How a logged Boolean is written: `OSLogBoolFormat`.
public enum SimulatedLogBoolFormat: Sendable {
  /// `true` or `false`.
  case truth
  /// `YES` or `NO`.
  case answer

  func text(of value: Bool) -> String {
    switch self {
    case .truth: value ? "true" : "false"
    case .answer: value ? "YES" : "NO"
    }
  }
}

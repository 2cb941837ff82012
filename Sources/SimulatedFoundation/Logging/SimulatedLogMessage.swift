import Foundation

/// A log message with its interpolated values and their privacy: `OSLogMessage`.
///
/// `logger.info("picked \(count) apps for \(profile, privacy: .public)")` builds one. It keeps
/// the text twice: as the device's log shows it, private values replaced by `<private>`, and
/// as a debugger shows it, every value in full.
public struct SimulatedLogMessage: ExpressibleByStringInterpolation, Sendable {
  /// The text as the device's log shows it.
  public let redactedText: String
  /// The text with every value shown.
  public let revealedText: String

  public init(stringLiteral value: String) {
    redactedText = value
    revealedText = value
  }

  public init(stringInterpolation: SimulatedLogInterpolation) {
    redactedText = stringInterpolation.redacted
    revealedText = stringInterpolation.revealed
  }

  init(redacted: String, revealed: String) {
    redactedText = redacted
    revealedText = revealed
  }
}

/// The interpolations a log message accepts: `OSLogInterpolation`.
///
/// Strings and any `CustomStringConvertible` value take `align:` and `privacy:`; integers take
/// `format:` (`.decimal`, `.hex`, `.octal`), `align:` and `privacy:`; floating-point numbers
/// take `format:` (`.fixed(precision:)`, `.exponential`, `.hybrid`), `align:` and `privacy:`;
/// Booleans take `format:` (`.truth`, `.answer`) and `privacy:`. Any other value is written as
/// `String(describing:)` and is private by default.
public struct SimulatedLogInterpolation: StringInterpolationProtocol, Sendable {
  var redacted = ""
  var revealed = ""

  public init(literalCapacity: Int, interpolationCount: Int) {
    redacted.reserveCapacity(literalCapacity)
    revealed.reserveCapacity(literalCapacity)
  }

  public mutating func appendLiteral(_ literal: String) {
    redacted += literal
    revealed += literal
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> String, align: SimulatedLogStringAlignment = .none,
    privacy: SimulatedLogPrivacy = .auto
  ) {
    append(align.apply(to: value()), privacy.isVisible(isScalar: false))
  }

  public mutating func appendInterpolation<Value: CustomStringConvertible>(
    _ value: @autoclosure () -> Value, align: SimulatedLogStringAlignment = .none,
    privacy: SimulatedLogPrivacy = .auto
  ) {
    append(align.apply(to: value().description), privacy.isVisible(isScalar: false))
  }

  public mutating func appendInterpolation<Value: FixedWidthInteger>(
    _ value: @autoclosure () -> Value, format: SimulatedLogIntegerFormatting = .decimal,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    appendInteger(value(), format, align, privacy)
  }

  // The standard integer types have overloads of their own, as in `OSLogInterpolation`, so
  // that they win over the `CustomStringConvertible` one when no `format:` is given.

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Int, format: SimulatedLogIntegerFormatting = .decimal,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    appendInteger(value(), format, align, privacy)
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Int32, format: SimulatedLogIntegerFormatting = .decimal,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    appendInteger(value(), format, align, privacy)
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Int64, format: SimulatedLogIntegerFormatting = .decimal,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    appendInteger(value(), format, align, privacy)
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> UInt, format: SimulatedLogIntegerFormatting = .decimal,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    appendInteger(value(), format, align, privacy)
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> UInt32, format: SimulatedLogIntegerFormatting = .decimal,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    appendInteger(value(), format, align, privacy)
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> UInt64, format: SimulatedLogIntegerFormatting = .decimal,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    appendInteger(value(), format, align, privacy)
  }

  private mutating func appendInteger<Value: FixedWidthInteger>(
    _ value: Value, _ format: SimulatedLogIntegerFormatting,
    _ align: SimulatedLogStringAlignment, _ privacy: SimulatedLogPrivacy
  ) {
    append(align.apply(to: format.text(of: value)), privacy.isVisible(isScalar: true))
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Double, format: SimulatedLogFloatFormatting = .fixed,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    append(align.apply(to: format.text(of: value())), privacy.isVisible(isScalar: true))
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Float, format: SimulatedLogFloatFormatting = .fixed,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    append(align.apply(to: format.text(of: Double(value()))), privacy.isVisible(isScalar: true))
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> CGFloat, format: SimulatedLogFloatFormatting = .fixed,
    align: SimulatedLogStringAlignment = .none, privacy: SimulatedLogPrivacy = .auto
  ) {
    append(align.apply(to: format.text(of: Double(value()))), privacy.isVisible(isScalar: true))
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> Bool, format: SimulatedLogBoolFormat = .truth,
    privacy: SimulatedLogPrivacy = .auto
  ) {
    append(format.text(of: value()), privacy.isVisible(isScalar: true))
  }

  public mutating func appendInterpolation(
    _ value: @autoclosure () -> any Error, privacy: SimulatedLogPrivacy = .auto
  ) {
    append(String(describing: value()), privacy.isVisible(isScalar: false))
  }

  public mutating func appendInterpolation<Value>(
    _ value: @autoclosure () -> Value, privacy: SimulatedLogPrivacy = .auto
  ) {
    append(String(describing: value()), privacy.isVisible(isScalar: false))
  }

  private mutating func append(_ text: String, _ isVisible: Bool) {
    redacted += isVisible ? text : SimulatedLogPrivacy.redaction
    revealed += text
  }
}

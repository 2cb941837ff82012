/// Whether an interpolated value shows in the log: `OSLogPrivacy`.
///
/// On a device, a private value shows as `<private>` in the system log unless a debugger or a
/// logging profile reveals it. With ``auto``, the default, strings and objects are private and
/// numbers and Booleans public. The simulated device's log records what the device's log would
/// show, so a token an app logs with `privacy: .public` is a leak `token-redaction` reports,
/// and one logged with the default privacy is not.
public struct SimulatedLogPrivacy: Sendable, Equatable {
  enum Kind: Sendable, Equatable {
    case automatic
    case visible
    case hidden
  }

  let kind: Kind
  /// The mask, when one is given (`.private(mask: .hash)`).
  public let mask: Mask?

  /// How a private value is masked: `OSLogPrivacy.Mask`.
  public struct Mask: Sendable, Equatable {
    let name: String

    /// A hash of the value replaces it.
    public static let hash = Mask(name: "hash")
    /// No mask.
    public static let none = Mask(name: "none")
  }

  /// Private for strings and objects, public for numbers and Booleans.
  public static let auto = SimulatedLogPrivacy(kind: .automatic, mask: nil)
  /// Shown in the log.
  public static let `public` = SimulatedLogPrivacy(kind: .visible, mask: nil)
  /// Shown as `<private>`.
  public static let `private` = SimulatedLogPrivacy(kind: .hidden, mask: nil)
  /// Shown as `<private>`, even to a logging profile.
  public static let sensitive = SimulatedLogPrivacy(kind: .hidden, mask: nil)

  public static func auto(mask: Mask) -> SimulatedLogPrivacy {
    SimulatedLogPrivacy(kind: .automatic, mask: mask)
  }

  public static func `private`(mask: Mask) -> SimulatedLogPrivacy {
    SimulatedLogPrivacy(kind: .hidden, mask: mask)
  }

  public static func sensitive(mask: Mask) -> SimulatedLogPrivacy {
    SimulatedLogPrivacy(kind: .hidden, mask: mask)
  }

  /// Whether a value shows, given whether it is a number or a Boolean.
  func isVisible(isScalar: Bool) -> Bool {
    switch kind {
    case .automatic: isScalar
    case .visible: true
    case .hidden: false
    }
  }

  /// What the device's log shows in place of a value it hides.
  static let redaction = "<private>"
}

/// How a logged string is padded: `OSLogStringAlignment`.
public struct SimulatedLogStringAlignment: Sendable {
  let columns: Int
  let isLeft: Bool

  /// No padding.
  public static let none = SimulatedLogStringAlignment(columns: 0, isLeft: false)

  /// Padded with spaces after the value to `columns` characters.
  public static func left(columns: @autoclosure () -> Int) -> SimulatedLogStringAlignment {
    SimulatedLogStringAlignment(columns: columns(), isLeft: true)
  }

  /// Padded with spaces before the value to `columns` characters.
  public static func right(columns: @autoclosure () -> Int) -> SimulatedLogStringAlignment {
    SimulatedLogStringAlignment(columns: columns(), isLeft: false)
  }

  func apply(to text: String) -> String {
    let padding = String(repeating: " ", count: max(0, columns - text.count))
    return isLeft ? text + padding : padding + text
  }
}

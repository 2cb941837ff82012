#if !canImport(SwiftUI)
  import Foundation

  /// The key of a localized string in a SwiftUI view: SwiftUI's `LocalizedStringKey`.
  ///
  /// Linux has no SwiftUI. A string literal passed to ``Text`` is one of these, as in SwiftUI;
  /// it resolves to its default value in US English, as the simulated device has no string
  /// catalogs.
  public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    let value: String.LocalizationValue

    /// A key whose default value is `value`.
    public init(_ value: String) {
      self.value = String.LocalizationValue(value)
    }

    public init(stringLiteral value: String) {
      self.init(value)
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
      value = String.LocalizationValue(stringInterpolation: stringInterpolation)
    }
  }

  /// A view that shows text: the part of SwiftUI's `Text` that view models and shield code
  /// build outside a view.
  ///
  /// Linux has no SwiftUI. The value holds its string, as the simulated device shows it in US
  /// English; its ``description`` is that string, so a test or a trace can read it.
  public struct Text: Hashable, Sendable, CustomStringConvertible {
    /// The string the text shows.
    public let description: String

    /// Text that shows `content` as it is, never localized.
    public init(verbatim content: String) {
      description = content
    }

    /// Text that shows `content` as it is: a string value is not localized, as in SwiftUI.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
      description = String(content)
    }

    /// Text that shows the localized string of `key`: its default value on the simulated
    /// device.
    public init(
      _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
      comment: StaticString? = nil
    ) {
      description = key.value.resolved
    }

    /// Text that shows the string of `resource`: its default value on the simulated device.
    public init(_ resource: LocalizedStringResource) {
      description = String(localized: resource)
    }

    /// Text that shows `left` followed by `right`.
    public static func + (left: Text, right: Text) -> Text {
      Text(verbatim: left.description + right.description)
    }

    /// The same text in bold: the simulated device keeps no styling.
    public func bold() -> Text { self }

    /// The same text in italics: the simulated device keeps no styling.
    public func italic() -> Text { self }
  }
#endif

#if !canImport(Darwin)
  import Foundation

  extension String {
    /// A localizable string with its interpolated arguments: Foundation's
    /// `String.LocalizationValue`, which Linux's Foundation lacks.
    ///
    /// The simulated device has no string catalogs, so a value resolves to its default value in
    /// US English: the literal with its arguments in place. ``key`` is the catalog key Apple's
    /// compiler would extract (`"%lld of %@"`), kept for tests that compare keys.
    public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation {
      /// The catalog key: the literal with a format specifier for each argument.
      public let key: String
      /// The literal with its arguments in place, as the device shows it in US English.
      public let resolved: String

      /// A value whose key and default value are `value`.
      public init(_ value: String) {
        key = value
        resolved = value
      }

      public init(stringLiteral value: String) {
        self.init(value)
      }

      public init(stringInterpolation: StringInterpolation) {
        key = stringInterpolation.key
        resolved = stringInterpolation.resolved
      }

      /// The interpolation of a ``LocalizationValue``: each argument becomes a format specifier
      /// of the key and its description in the default value.
      public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var key = ""
        var resolved = ""

        public init(literalCapacity: Int, interpolationCount: Int) {
          key.reserveCapacity(literalCapacity + 2 * interpolationCount)
          resolved.reserveCapacity(literalCapacity)
        }

        public mutating func appendLiteral(_ literal: String) {
          key += literal.replacingOccurrences(of: "%", with: "%%")
          resolved += literal
        }

        public mutating func appendInterpolation(_ string: String) {
          append(string, specifier: "%@")
        }

        public mutating func appendInterpolation(_ value: some StringProtocol) {
          append(String(value), specifier: "%@")
        }

        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
          append(String(value), specifier: "%lld")
        }

        public mutating func appendInterpolation(_ value: Double) {
          append(Self.formatted(value), specifier: "%lf")
        }

        public mutating func appendInterpolation(_ value: Float) {
          append(Self.formatted(Double(value)), specifier: "%f")
        }

        public mutating func appendInterpolation(_ value: LocalizedStringResource) {
          append(value.defaultValue.resolved, specifier: "%@")
        }

        public mutating func appendInterpolation(_ value: LocalizationValue) {
          append(value.resolved, specifier: "%@")
        }

        public mutating func appendInterpolation<F: FormatStyle>(
          _ input: F.FormatInput, format: F
        ) where F.FormatOutput == String {
          append(format.format(input), specifier: "%@")
        }

        public mutating func appendInterpolation<T>(_ value: T) {
          append(String(describing: value), specifier: "%@")
        }

        private mutating func append(_ text: String, specifier: String) {
          key += specifier
          resolved += text
        }

        /// A number as `%lf` of a string catalog shows it in US English: grouped, with at
        /// most three fraction digits, as `Double.formatted()` writes it.
        private static func formatted(_ value: Double) -> String {
          value.formatted(.number.locale(Locale(identifier: "en_US")))
        }
      }
    }

    /// The localized string of `keyAndValue`: on the simulated device its default value in US
    /// English.
    public init(
      localized keyAndValue: LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
      locale: Locale = Locale(identifier: "en_US"), comment: StaticString? = nil
    ) {
      self = keyAndValue.resolved
    }

    /// The localized string of `key`: on the simulated device `defaultValue` in US English.
    public init(
      localized key: StaticString, defaultValue: LocalizationValue, table: String? = nil,
      bundle: Bundle? = nil, locale: Locale = Locale(identifier: "en_US"),
      comment: StaticString? = nil
    ) {
      self = defaultValue.resolved
    }

    /// The string of `resource` in its locale: on the simulated device its default value.
    public init(localized resource: LocalizedStringResource) {
      self = resource.defaultValue.resolved
    }

    /// The string of `resource` in `locale`: on the simulated device its default value.
    public init(localized resource: LocalizedStringResource, locale: Locale) {
      self = resource.defaultValue.resolved
    }
  }

  /// A reference to a localizable string, resolved later: Foundation's
  /// `LocalizedStringResource`, which Linux's Foundation lacks.
  ///
  /// It resolves (`String(localized:)`) to its default value in US English, as the simulated
  /// device has no string catalogs.
  public struct LocalizedStringResource: Hashable, Sendable, ExpressibleByStringInterpolation,
    CustomStringConvertible
  {
    /// Where the string's catalog is: `LocalizedStringResource.BundleDescription`.
    public enum BundleDescription: Hashable, Sendable {
      /// The main bundle.
      case main
      /// The bundle at `url`.
      case atURL(URL)
    }

    /// The key in the string catalog.
    public var key: String
    /// The value when the catalog has no string for the key.
    public var defaultValue: String.LocalizationValue
    /// The catalog's table, `nil` for `Localizable`.
    public var table: String?
    /// The locale to resolve in.
    public var locale: Locale
    /// The bundle whose catalog holds the string.
    public var bundle: BundleDescription

    /// A resource whose key and default value are `keyAndValue`.
    public init(
      _ keyAndValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = Locale(identifier: "en_US"), bundle: BundleDescription = .main,
      comment: StaticString? = nil
    ) {
      key = keyAndValue.key
      defaultValue = keyAndValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    /// A resource with `key` and `defaultValue`.
    public init(
      _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
      locale: Locale = Locale(identifier: "en_US"), bundle: BundleDescription = .main,
      comment: StaticString? = nil
    ) {
      self.key = key.description
      self.defaultValue = defaultValue
      self.table = table
      self.locale = locale
      self.bundle = bundle
    }

    public init(stringLiteral value: String) {
      self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
      self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The default value: what the resource resolves to on the simulated device.
    public var description: String { defaultValue.resolved }
  }
#endif

import Foundation
import ScreenTimeAPI
import ScreenTimeModel

/// `UserDefaults` on the simulated device: Foundation's API over the device's containers.
///
/// The `DeviceStandIns` plugin makes `UserDefaults` in an app's module this class. Inside a
/// simulated process, `UserDefaults(suiteName: "group.…")` is the App Group container and
/// `UserDefaults.standard` the running process's own container (``DefaultsDomain``): the main
/// app's survives relaunches and reboots, and each extension has its own. Before the first
/// unlock after a restart every read returns `nil` (or 0, `false`), as on a device, and writes
/// are lost. `register(defaults:)` lasts as long as the process. Outside a simulated process
/// every call goes to Foundation's `UserDefaults` of the same suite.
///
/// Each call reads or writes the container at once; nothing is cached in the instance, so a
/// `static let` of the app that outlives processes and runs holds no values.
public final class SimulatedUserDefaults: @unchecked Sendable {
  // `Foundation.UserDefaults` is thread-safe (Apple documents it so) but not `Sendable` on
  // Linux; nothing else is stored, and nothing is mutable.
  private let host: Foundation.UserDefaults?
  private let domain: DefaultsDomain
  private let suiteName: String?

  /// The process's own defaults.
  public static let standard = SimulatedUserDefaults(domain: nil)

  private init(domain suiteName: String?) {
    self.suiteName = suiteName
    domain = DefaultsDomain(suiteName: suiteName)
    host =
      suiteName.map { Foundation.UserDefaults(suiteName: $0) } ?? Foundation.UserDefaults.standard
  }

  /// The process's own defaults, as `UserDefaults()` is.
  public convenience init() {
    self.init(domain: nil)
  }

  /// The suite named `suiteName`: the App Group container for a `group.` name, the standard
  /// defaults for `nil`.
  public convenience init?(suiteName: String?) {
    self.init(domain: suiteName)
  }

  /// Does nothing, as Foundation's does now.
  public class func resetStandardUserDefaults() {}

  // MARK: - Reading

  /// The value stored at `defaultName` or registered for it: a `String`, `NSNumber`, `Date`,
  /// `Data`, `[Any]` or `[String: Any]`.
  public func object(forKey defaultName: String) -> Any? {
    guard isSimulated else { return host?.object(forKey: defaultName) }
    return value(forKey: defaultName)?.object
  }

  public func string(forKey defaultName: String) -> String? {
    guard isSimulated else { return host?.string(forKey: defaultName) }
    return value(forKey: defaultName)?.stringValue
  }

  public func array(forKey defaultName: String) -> [Any]? {
    guard isSimulated else { return host?.array(forKey: defaultName) }
    guard case .array(let elements) = value(forKey: defaultName) else { return nil }
    return elements.map(\.object)
  }

  public func dictionary(forKey defaultName: String) -> [String: Any]? {
    guard isSimulated else { return host?.dictionary(forKey: defaultName) }
    guard case .dictionary(let entries) = value(forKey: defaultName) else { return nil }
    return entries.mapValues(\.object)
  }

  public func data(forKey defaultName: String) -> Data? {
    guard isSimulated else { return host?.data(forKey: defaultName) }
    guard case .data(let bytes) = value(forKey: defaultName) else { return nil }
    return Data(bytes)
  }

  /// The strings stored at `defaultName`, or `nil` unless it is an array of strings.
  public func stringArray(forKey defaultName: String) -> [String]? {
    guard isSimulated else { return host?.stringArray(forKey: defaultName) }
    guard case .array(let elements) = value(forKey: defaultName) else { return nil }
    var strings: [String] = []
    for element in elements {
      guard case .string(let string) = element else { return nil }
      strings.append(string)
    }
    return strings
  }

  public func integer(forKey defaultName: String) -> Int {
    guard isSimulated else { return host?.integer(forKey: defaultName) ?? 0 }
    return value(forKey: defaultName)?.integerValue ?? 0
  }

  public func float(forKey defaultName: String) -> Float {
    guard isSimulated else { return host?.float(forKey: defaultName) ?? 0 }
    return Float(value(forKey: defaultName)?.doubleValue ?? 0)
  }

  public func double(forKey defaultName: String) -> Double {
    guard isSimulated else { return host?.double(forKey: defaultName) ?? 0 }
    return value(forKey: defaultName)?.doubleValue ?? 0
  }

  public func bool(forKey defaultName: String) -> Bool {
    guard isSimulated else { return host?.bool(forKey: defaultName) ?? false }
    return value(forKey: defaultName)?.boolValue ?? false
  }

  public func url(forKey defaultName: String) -> URL? {
    guard isSimulated else { return host?.url(forKey: defaultName) }
    return value(forKey: defaultName)?.urlValue
  }

  /// Every value of the suite and every registered default, by key.
  ///
  /// - Complexity: reads every value of the suite.
  public func dictionaryRepresentation() -> [String: Any] {
    guard isSimulated else { return host?.dictionaryRepresentation() ?? [:] }
    var result = registered().mapValues(\.object)
    for key in domain.keys {
      if let value = stored(forKey: key) { result[key] = value.object }
    }
    return result
  }

  // MARK: - Writing

  /// Stores `value` at `defaultName`, or removes it for `nil`.
  ///
  /// A value that is not a property list (a `Codable` struct, a `URL` passed as `Any`) traps
  /// on a device; here the process crashes (``SimulatedCrash``) and nothing is stored.
  public func set(_ value: Any?, forKey defaultName: String) {
    guard isSimulated else { return host?.set(value, forKey: defaultName) ?? () }
    guard let value else { return removeObject(forKey: defaultName) }
    guard let converted = DefaultsValue(value) else {
      return SimulatedCrash.crash(
        "UserDefaults: attempt to insert non-property list object \(type(of: value)) for key "
          + defaultName)
    }
    store(converted, forKey: defaultName)
  }

  public func set(_ value: Int, forKey defaultName: String) {
    guard isSimulated else { return host?.set(value, forKey: defaultName) ?? () }
    store(.integer(Int64(value)), forKey: defaultName)
  }

  public func set(_ value: Float, forKey defaultName: String) {
    guard isSimulated else { return host?.set(value, forKey: defaultName) ?? () }
    store(.real(Double(value)), forKey: defaultName)
  }

  public func set(_ value: Double, forKey defaultName: String) {
    guard isSimulated else { return host?.set(value, forKey: defaultName) ?? () }
    store(.real(value), forKey: defaultName)
  }

  public func set(_ value: Bool, forKey defaultName: String) {
    guard isSimulated else { return host?.set(value, forKey: defaultName) ?? () }
    store(.bool(value), forKey: defaultName)
  }

  public func set(_ url: URL?, forKey defaultName: String) {
    guard isSimulated else { return host?.set(url, forKey: defaultName) ?? () }
    guard let url else { return removeObject(forKey: defaultName) }
    store(.url(url.absoluteString), forKey: defaultName)
  }

  /// Removes the value at `defaultName`; a key that holds none is left alone, with no write.
  public func removeObject(forKey defaultName: String) {
    guard isSimulated else { return host?.removeObject(forKey: defaultName) ?? () }
    guard domain.keys.contains(defaultName) else { return }
    domain.setBytes(nil, forKey: defaultName)
  }

  /// Registers `registrationDictionary` as the values read where the suite has none, for as
  /// long as the process runs (in every suite, as on a device).
  public func register(defaults registrationDictionary: [String: Any]) {
    guard isSimulated else { return host?.register(defaults: registrationDictionary) ?? () }
    var values: [String: [UInt8]] = [:]
    for (key, value) in registrationDictionary {
      guard let converted = DefaultsValue(value) else {
        return SimulatedCrash.crash(
          "UserDefaults: attempt to register non-property list object \(type(of: value)) for "
            + "key \(key)")
      }
      values[key] = converted.storedBytes
    }
    HostedDevice.current?.registerDefaults(values)
  }

  /// Returns `true`: every write is already in the container.
  @discardableResult
  public func synchronize() -> Bool {
    guard isSimulated else { return host?.synchronize() ?? false }
    return true
  }

  // MARK: - Domains

  /// The values of the suite named `domainName`.
  public func persistentDomain(forName domainName: String) -> [String: Any]? {
    guard isSimulated else { return host?.persistentDomain(forName: domainName) }
    let suite = DefaultsDomain(suiteName: domainName)
    var result: [String: Any] = [:]
    for key in suite.keys {
      if let value = Self.stored(forKey: key, in: suite) { result[key] = value.object }
    }
    return result
  }

  /// Replaces the values of the suite named `domainName` with `domain`, one key at a time in
  /// key order.
  public func setPersistentDomain(_ domain: [String: Any], forName domainName: String) {
    guard isSimulated else { return host?.setPersistentDomain(domain, forName: domainName) ?? () }
    var values: [String: DefaultsValue] = [:]
    for (key, value) in domain {
      guard let converted = DefaultsValue(value) else {
        return SimulatedCrash.crash(
          "UserDefaults: attempt to insert non-property list object \(type(of: value)) for key "
            + key)
      }
      values[key] = converted
    }
    let suite = DefaultsDomain(suiteName: domainName)
    for key in suite.keys where values[key] == nil {
      suite.setBytes(nil, forKey: key)
    }
    for key in values.keys.sorted() {
      suite.setBytes(values[key]?.storedBytes, forKey: key)
    }
  }

  /// Removes every value of the suite named `domainName`, one key at a time in key order.
  public func removePersistentDomain(forName domainName: String) {
    guard isSimulated else { return host?.removePersistentDomain(forName: domainName) ?? () }
    let suite = DefaultsDomain(suiteName: domainName)
    for key in suite.keys {
      suite.setBytes(nil, forKey: key)
    }
  }

  // MARK: - Values

  private var isSimulated: Bool { HostedDevice.current != nil }

  private func value(forKey key: String) -> DefaultsValue? {
    if let value = stored(forKey: key) { return value }
    return registered()[key]
  }

  private func stored(forKey key: String) -> DefaultsValue? {
    Self.stored(forKey: key, in: domain)
  }

  private static func stored(forKey key: String, in domain: DefaultsDomain) -> DefaultsValue? {
    domain.bytes(forKey: key).flatMap { DefaultsValue(storedBytes: $0) }
  }

  private func registered() -> [String: DefaultsValue] {
    (HostedDevice.current?.registeredDefaults ?? [:]).compactMapValues {
      DefaultsValue(storedBytes: $0)
    }
  }

  private func store(_ value: DefaultsValue, forKey key: String) {
    domain.setBytes(value.storedBytes, forKey: key)
  }
}

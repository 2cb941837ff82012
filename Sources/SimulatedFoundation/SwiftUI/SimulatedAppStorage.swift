#if !canImport(SwiftUI)
  import Foundation
  import ScreenTimeAPI

  /// SwiftUI's `@AppStorage`: a property that reads and writes one key of the defaults.
  ///
  /// The `DeviceStandIns` plugin names it `AppStorage` in the app's module, where `UserDefaults`
  /// is ``SimulatedUserDefaults``, so the property reads and writes what the app's other
  /// defaults code does: the process's own container by default, the App Group container with
  /// `store: UserDefaults(suiteName: "group.…")`. As in SwiftUI, a key that holds nothing (or a
  /// value of another type) reads as the default value, which is never written; setting an
  /// optional property to `nil` removes the key.
  @propertyWrapper
  public struct SimulatedAppStorage<Value> {
    private let key: String
    private let store: SimulatedUserDefaults
    private let read: (SimulatedUserDefaults, String) -> Value?
    private let write: (SimulatedUserDefaults, String, Value) -> Void
    private let defaultValue: Value

    private init(
      _ key: String, store: SimulatedUserDefaults?, defaultValue: Value,
      read: @escaping (SimulatedUserDefaults, String) -> Value?,
      write: @escaping (SimulatedUserDefaults, String, Value) -> Void
    ) {
      self.key = key
      self.store = store ?? .standard
      self.defaultValue = defaultValue
      self.read = read
      self.write = write
    }

    /// The value at the key, or the default value when the key holds none of this type.
    public var wrappedValue: Value {
      get { read(store, key) ?? defaultValue }
      nonmutating set { write(store, key, newValue) }
    }

    /// A binding to the value (`$property`).
    public var projectedValue: Binding<Value> {
      Binding(get: { wrappedValue }, set: { wrappedValue = $0 })
    }

    private static func setter<T>(_ value: @escaping (T) -> Any?)
      -> (SimulatedUserDefaults, String, T) -> Void
    {
      { store, key, newValue in
        if let stored = value(newValue) {
          store.set(stored, forKey: key)
        } else {
          store.removeObject(forKey: key)
        }
      }
    }
  }

  extension SimulatedAppStorage {
    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value == Bool {
      self.init(
        key, store: store, defaultValue: wrappedValue,
        read: { $0.object(forKey: $1) == nil ? nil : $0.bool(forKey: $1) },
        write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value == Int {
      self.init(
        key, store: store, defaultValue: wrappedValue,
        read: { $0.object(forKey: $1) as? Int }, write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value == Double {
      self.init(
        key, store: store, defaultValue: wrappedValue,
        read: { $0.object(forKey: $1) as? Double }, write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value == String {
      self.init(
        key, store: store, defaultValue: wrappedValue,
        read: { $0.object(forKey: $1) as? String }, write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value == URL {
      self.init(
        key, store: store, defaultValue: wrappedValue, read: { $0.url(forKey: $1) },
        write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value == Data {
      self.init(
        key, store: store, defaultValue: wrappedValue, read: { $0.data(forKey: $1) },
        write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value == Date {
      self.init(
        key, store: store, defaultValue: wrappedValue,
        read: { $0.object(forKey: $1) as? Date }, write: { $0.set($2, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
      self.init(
        key, store: store, defaultValue: wrappedValue,
        read: { ($0.object(forKey: $1) as? Int).flatMap(Value.init(rawValue:)) },
        write: { $0.set($2.rawValue, forKey: $1) })
    }

    public init(wrappedValue: Value, _ key: String, store: SimulatedUserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
      self.init(
        key, store: store, defaultValue: wrappedValue,
        read: { ($0.object(forKey: $1) as? String).flatMap(Value.init(rawValue:)) },
        write: { $0.set($2.rawValue, forKey: $1) })
    }
  }

  extension SimulatedAppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: SimulatedUserDefaults? = nil) where Value == Bool? {
      self.init(
        key, store: store, defaultValue: nil,
        read: { $0.object(forKey: $1) == nil ? nil : .some($0.bool(forKey: $1)) },
        write: Self.setter { $0 })
    }

    public init(_ key: String, store: SimulatedUserDefaults? = nil) where Value == Int? {
      self.init(
        key, store: store, defaultValue: nil, read: { ($0.object(forKey: $1) as? Int).map { $0 } },
        write: Self.setter { $0 })
    }

    public init(_ key: String, store: SimulatedUserDefaults? = nil) where Value == Double? {
      self.init(
        key, store: store, defaultValue: nil,
        read: { ($0.object(forKey: $1) as? Double).map { $0 } }, write: Self.setter { $0 })
    }

    public init(_ key: String, store: SimulatedUserDefaults? = nil) where Value == String? {
      self.init(
        key, store: store, defaultValue: nil,
        read: { ($0.object(forKey: $1) as? String).map { $0 } }, write: Self.setter { $0 })
    }

    public init(_ key: String, store: SimulatedUserDefaults? = nil) where Value == URL? {
      self.init(
        key, store: store, defaultValue: nil, read: { $0.url(forKey: $1).map { $0 } },
        write: Self.setter { $0 })
    }

    public init(_ key: String, store: SimulatedUserDefaults? = nil) where Value == Data? {
      self.init(
        key, store: store, defaultValue: nil, read: { $0.data(forKey: $1).map { $0 } },
        write: Self.setter { $0 })
    }

    public init(_ key: String, store: SimulatedUserDefaults? = nil) where Value == Date? {
      self.init(
        key, store: store, defaultValue: nil,
        read: { ($0.object(forKey: $1) as? Date).map { $0 } }, write: Self.setter { $0 })
    }

    public init<R: RawRepresentable>(_ key: String, store: SimulatedUserDefaults? = nil)
    where Value == R?, R.RawValue == Int {
      self.init(
        key, store: store, defaultValue: nil,
        read: { ($0.object(forKey: $1) as? Int).flatMap(R.init(rawValue:)).map { $0 } },
        write: Self.setter { $0?.rawValue })
    }

    public init<R: RawRepresentable>(_ key: String, store: SimulatedUserDefaults? = nil)
    where Value == R?, R.RawValue == String {
      self.init(
        key, store: store, defaultValue: nil,
        read: { ($0.object(forKey: $1) as? String).flatMap(R.init(rawValue:)).map { $0 } },
        write: Self.setter { $0?.rawValue })
    }
  }
#endif

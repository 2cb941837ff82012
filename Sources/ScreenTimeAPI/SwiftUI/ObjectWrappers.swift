#if !canImport(SwiftUI)
  /// A value that reads and writes a value kept elsewhere: SwiftUI's `Binding`.
  @propertyWrapper
  @dynamicMemberLookup
  public struct Binding<Value> {
    private let read: () -> Value
    private let write: (Value) -> Void

    /// A binding that reads with `get` and writes with `set`.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
      read = get
      write = set
    }

    /// A binding that always reads `value` and ignores writes.
    public static func constant(_ value: Value) -> Binding<Value> {
      Binding(get: { value }, set: { _ in })
    }

    /// The value it binds to.
    public var wrappedValue: Value {
      get { read() }
      nonmutating set { write(newValue) }
    }

    /// The binding itself (`$binding`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to the member of the value at `keyPath`.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
      -> Binding<Subject>
    {
      Binding<Subject>(
        get: { self.read()[keyPath: keyPath] },
        set: { newValue in
          var value = self.read()
          value[keyPath: keyPath] = newValue
          self.write(value)
        })
    }
  }

  /// An observable object a view is given: SwiftUI's `@ObservedObject`.
  ///
  /// Outside a view (a view model in an extension), it holds the object it was given; the
  /// object's ``ObservableObject/objectWillChange`` and `@Published` properties work as they do
  /// anywhere.
  @propertyWrapper
  public struct ObservedObject<ObjectType: ObservableObject> {
    /// The object.
    public var wrappedValue: ObjectType

    /// Holds `wrappedValue`.
    public init(wrappedValue: ObjectType) {
      self.wrappedValue = wrappedValue
    }

    /// Holds `initialValue`: SwiftUI's older spelling.
    public init(initialValue: ObjectType) {
      wrappedValue = initialValue
    }

    /// Bindings to the object's properties (`$model.name`).
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }

    /// Bindings to an observed object's properties: `ObservedObject.Wrapper`.
    @dynamicMemberLookup
    public struct Wrapper {
      let object: ObjectType

      /// A binding to the object's property at `keyPath`.
      public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
      ) -> Binding<Subject> {
        Binding(
          get: { [object] in object[keyPath: keyPath] },
          set: { [object] in object[keyPath: keyPath] = $0 })
      }
    }
  }

  /// An observable object a view owns: SwiftUI's `@StateObject`.
  ///
  /// SwiftUI makes the object when the view that declares it is installed, and keeps it while
  /// the view lives. Read anywhere else (a monitor or a view model outside any view), SwiftUI
  /// warns "Accessing StateObject's object without being installed on a View. This will create
  /// a new instance each time." and makes a new object at every read. The simulated device has
  /// no views, so every read of ``wrappedValue`` makes a new object, as on a device.
  @propertyWrapper
  public struct StateObject<ObjectType: ObservableObject> {
    private let make: () -> ObjectType

    /// A state object made by `thunk` when it is read.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
      make = thunk
    }

    /// A new object, as SwiftUI makes one at each read outside an installed view.
    public var wrappedValue: ObjectType { make() }

    /// Bindings to the object's properties (`$model.name`), of a new object.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
      ObservedObject<ObjectType>.Wrapper(object: make())
    }
  }
#endif

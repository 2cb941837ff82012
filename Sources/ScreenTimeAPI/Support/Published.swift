#if !canImport(Combine)
  /// A property of an ``ObservableObject`` that publishes its values: Combine's `@Published`.
  ///
  /// Setting the property sends the object's ``ObservableObject/objectWillChange``, then the
  /// new value to the `$` publisher's subscribers, and then stores it: as with Combine, a
  /// subscriber sees the new value before the property holds it. A new subscriber receives the
  /// current value at once. The publisher has the Combine calls Screen Time apps use on it:
  /// `sink`, `dropFirst`, `removeDuplicates`, `map`, `receive(on:)` and `values`. Like
  /// Combine's, it works only on properties of classes.
  @propertyWrapper
  public struct Published<Value> {
    private let box: Box

    /// A published property whose value starts as `wrappedValue`: what `@Published var x = value`
    /// calls.
    public init(wrappedValue: Value) {
      box = Box(wrappedValue)
    }

    /// A published property whose value starts as `initialValue`: Combine's older spelling.
    public init(initialValue: Value) {
      self.init(wrappedValue: initialValue)
    }

    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
      get { preconditionFailure("@Published is only available on properties of classes") }
      set { preconditionFailure("@Published is only available on properties of classes") }
    }

    /// The publisher of the property's values (`$property`).
    public var projectedValue: Publisher {
      Publisher { [box] receive in box.subscribe(receive) }
    }

    /// The publisher of a `@Published` property: `Published<Value>.Publisher`.
    public typealias Publisher = SystemPublished<Value>.Publisher

    public static subscript<Object: ObservableObject>(
      _enclosingInstance object: Object,
      wrapped wrappedKeyPath: ReferenceWritableKeyPath<Object, Value>,
      storage storageKeyPath: ReferenceWritableKeyPath<Object, Published<Value>>
    ) -> Value {
      get { object[keyPath: storageKeyPath].box.value }
      set {
        (object.objectWillChange as? ObservableObjectPublisher)?.send()
        object[keyPath: storageKeyPath].box.publish(newValue)
      }
    }

    /// The value and its subscribers, shared by the property's copies.
    private final class Box {
      var value: Value
      private var subscribers: [(id: Int, receive: (Value) -> Void)] = []
      private var nextID = 0

      init(_ value: Value) {
        self.value = value
      }

      func publish(_ newValue: Value) {
        for subscriber in subscribers { subscriber.receive(newValue) }
        value = newValue
      }

      func subscribe(_ receive: @escaping (Value) -> Void) -> AnyCancellable {
        nextID += 1
        let id = nextID
        subscribers.append((id, receive))
        receive(value)
        return AnyCancellable { [weak self] in self?.subscribers.removeAll { $0.id == id } }
      }
    }
  }
#endif

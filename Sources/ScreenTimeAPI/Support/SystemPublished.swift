/// A property whose value the simulated system sets, with a publisher of its values.
///
/// Stands in for Combine's `@Published` on Apple's types (`AuthorizationCenter.authorizationStatus`
/// is `@Published`, and `$authorizationStatus` is its publisher), which Linux lacks. App code
/// reads the property and subscribes through its `$` projection with the Combine calls Screen
/// Time apps use: `sink`, `dropFirst`, `removeDuplicates`, `map`, `receive(on:)` and `values`.
@propertyWrapper
public struct SystemPublished<Value>: Sendable {
  private let read: @Sendable () -> Value
  private let subscribe: @Sendable (@escaping (Value) -> Void) -> AnyCancellable?

  /// A property whose value `read` produces each time it is read, and whose later values
  /// `subscribe` delivers to a subscriber until the returned subscription ends (`nil` when no
  /// later value will come).
  package init(
    _ read: @escaping @Sendable () -> Value,
    subscribe: @escaping @Sendable (@escaping (Value) -> Void) -> AnyCancellable? = { _ in nil }
  ) {
    self.read = read
    self.subscribe = subscribe
  }

  /// The current value.
  public var wrappedValue: Value { read() }

  /// The publisher of the property's values: the current one at once, then each later one.
  public var projectedValue: Publisher {
    Publisher { [read, subscribe] receive in
      receive(read())
      return subscribe(receive) ?? AnyCancellable {}
    }
  }

  /// The publisher of a ``SystemPublished`` property, shaped like `Published.Publisher`.
  ///
  /// Like Combine's, it delivers the current value to each new subscriber at once, during the
  /// call that subscribes. Values are delivered on the simulated process's thread, in order;
  /// there is no other thread to hop to.
  public struct Publisher {
    private let attach: (@escaping (Value) -> Void) -> AnyCancellable

    package init(attach: @escaping (@escaping (Value) -> Void) -> AnyCancellable) {
      self.attach = attach
    }

    /// Subscribes `receiveValue` to the values; they arrive until the subscription is cancelled
    /// or released.
    public func sink(receiveValue: @escaping (Value) -> Void) -> AnyCancellable {
      attach(receiveValue)
    }

    /// Subscribes to the values; the publisher never finishes, so `receiveCompletion` is never
    /// called.
    public func sink(
      receiveCompletion: @escaping (SystemPublisherCompletion) -> Void,
      receiveValue: @escaping (Value) -> Void
    ) -> AnyCancellable {
      attach(receiveValue)
    }

    /// The same values, without the first `count` a subscriber receives.
    public func dropFirst(_ count: Int = 1) -> Publisher {
      Publisher { [attach] receive in
        var remaining = count
        return attach { value in
          guard remaining <= 0 else {
            remaining -= 1
            return
          }
          receive(value)
        }
      }
    }

    /// The values passed through `transform`.
    public func map<T>(_ transform: @escaping (Value) -> T) -> SystemPublished<T>.Publisher {
      SystemPublished<T>.Publisher { [attach] receive in
        attach { receive(transform($0)) }
      }
    }

    /// The values delivered on `queue`: here, in place, in order.
    ///
    /// Delivering later on another queue would let the callback escape the simulation's order;
    /// the simulated process runs the callback where the value is published.
    public func receive(on queue: DispatchQueue) -> Publisher {
      self
    }

    /// The values delivered on `runLoop`: here, in place, in order.
    public func receive(on runLoop: RunLoop) -> Publisher {
      self
    }
  }
}

extension SystemPublished.Publisher where Value: Equatable {
  /// The values, without any equal to the one delivered just before it.
  public func removeDuplicates() -> SystemPublished<Value>.Publisher {
    SystemPublished<Value>.Publisher { receive in
      var last: Value?
      return sink { value in
        guard value != last else { return }
        last = value
        receive(value)
      }
    }
  }
}

extension SystemPublished.Publisher where Value: Sendable {
  /// The values as an asynchronous sequence: Combine's `Publisher.values`.
  ///
  /// The sequence starts with the current value and never finishes by itself; iterating it
  /// waits for the next change.
  public var values: AsyncStream<Value> {
    AsyncStream { continuation in
      let subscription = SubscriptionBox(sink { continuation.yield($0) })
      continuation.onTermination = { _ in subscription.cancel() }
    }
  }
}

/// How a publisher of the simulated system finished: Combine's `Subscribers.Completion<Never>`.
///
/// These publishers never finish, so no value of this type is ever delivered.
public enum SystemPublisherCompletion: Sendable, Hashable {
  /// The publisher finished normally; never sent, as the system's publishers do not finish.
  case finished
}

/// Holds a subscription for a `@Sendable` termination handler.
private final class SubscriptionBox: @unchecked Sendable {
  // Cancelled once, by the stream's termination handler.
  private let subscription: AnyCancellable

  init(_ subscription: AnyCancellable) {
    self.subscription = subscription
  }

  func cancel() {
    subscription.cancel()
  }
}

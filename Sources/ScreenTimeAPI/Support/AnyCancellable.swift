#if canImport(Combine)
  // Where Combine exists, subscriptions are Combine's own `AnyCancellable`, so app code that
  // keeps them in a `Set<AnyCancellable>` next to its other subscriptions is unchanged.
  import Combine
#else
  /// Something that can be cancelled: Combine's `Cancellable`, which Linux lacks.
  public protocol Cancellable {
    /// Stops the activity; calling it again does nothing.
    func cancel()
  }

  /// A subscription that ends when cancelled or released: Combine's `AnyCancellable`.
  ///
  /// Returned by ``SystemPublished/Publisher/sink(receiveValue:)``. Keep it (in a property or
  /// with `store(in:)`) for as long as values should arrive.
  public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    // Written only by `cancel()`, which runs on the thread that owns the subscription.
    private var cancelAction: (() -> Void)?

    /// A subscription that runs `cancel` once, when cancelled or released.
    public init(_ cancel: @escaping () -> Void) {
      cancelAction = cancel
    }

    deinit {
      cancelAction?()
    }

    public func cancel() {
      let action = cancelAction
      cancelAction = nil
      action?()
    }

    /// Keeps this subscription in `set`.
    public func store(in set: inout Set<AnyCancellable>) {
      set.insert(self)
    }

    /// Keeps this subscription in `collection`.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
      collection.append(self)
    }

    /// Whether the two are the same subscription: identity, as with Combine's.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
      lhs === rhs
    }

    /// Hashes the subscription's identity, so that a `Set<AnyCancellable>` keeps each once.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(ObjectIdentifier(self))
    }
  }
#endif

#if canImport(Combine)
  // On Apple platforms a file that imports FamilyControls has Combine through SwiftUI; a file
  // that imports ScreenTimeAPI instead gets it here, so `ObservableObject` and `@Published`
  // are Combine's own.
  @_exported import Combine
#else
  import Foundation

  /// An object that announces its changes before they happen: Combine's `ObservableObject`.
  ///
  /// On a device, a file that imports FamilyControls gets Combine through SwiftUI; Linux has no
  /// Combine. A conforming class gets ``objectWillChange`` for free, and each of its
  /// ``Published`` properties sends it before the property changes, as with Combine.
  public protocol ObservableObject: AnyObject {
    /// The publisher that sends before the object changes.
    associatedtype ObjectWillChangePublisher = ObservableObjectPublisher
    /// The publisher that sends before any of the object's published properties changes.
    var objectWillChange: ObjectWillChangePublisher { get }
  }

  extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// The object's own publisher: the same one each time it is read.
    public var objectWillChange: ObservableObjectPublisher {
      ObservableObjectPublisher.publisher(of: self)
    }
  }

  /// The publisher of an ``ObservableObject``'s changes: Combine's `ObservableObjectPublisher`.
  ///
  /// ``send()`` delivers to every subscriber, in the order they subscribed, on the thread that
  /// sends; the publisher never finishes.
  public final class ObservableObjectPublisher: @unchecked Sendable {
    // Subscribers are added, removed and called under the lock; a call runs without it, so a
    // subscriber may subscribe or cancel.
    private let lock = NSLock()
    private var subscribers: [(id: Int, receive: () -> Void)] = []
    private var nextID = 0

    /// A publisher with no subscribers.
    public init() {}

    /// Tells every subscriber that the object is about to change.
    public func send() {
      let receivers = lock.withLock { subscribers.map(\.receive) }
      for receive in receivers { receive() }
    }

    /// Subscribes `receiveValue` to the changes until the subscription is cancelled or
    /// released.
    public func sink(receiveValue: @escaping () -> Void) -> AnyCancellable {
      let id = lock.withLock {
        nextID += 1
        subscribers.append((nextID, receiveValue))
        return nextID
      }
      return AnyCancellable { [weak self] in
        guard let self else { return }
        lock.withLock { subscribers.removeAll { $0.id == id } }
      }
    }

    /// Subscribes to the changes; the publisher never finishes, so `receiveCompletion` is never
    /// called.
    public func sink(
      receiveCompletion: @escaping (SystemPublisherCompletion) -> Void,
      receiveValue: @escaping () -> Void
    ) -> AnyCancellable {
      sink(receiveValue: receiveValue)
    }

    // MARK: - One publisher per object

    private static let registryLock = NSLock()
    // Keyed by the object's identity; an entry whose object is gone is replaced, so a new
    // object at the same address never inherits another's subscribers.
    nonisolated(unsafe) private static var registry:
      [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    private final class Weak {
      weak var object: AnyObject?

      init(_ object: AnyObject) {
        self.object = object
      }
    }

    /// The publisher of `object`, made the first time it is asked for.
    static func publisher(of object: AnyObject) -> ObservableObjectPublisher {
      registryLock.withLock {
        let key = ObjectIdentifier(object)
        if let entry = registry[key], entry.object.object === object { return entry.publisher }
        if registry.count >= 64 { registry = registry.filter { $0.value.object.object != nil } }
        let publisher = ObservableObjectPublisher()
        registry[key] = (Weak(object), publisher)
        return publisher
      }
    }
  }
#endif

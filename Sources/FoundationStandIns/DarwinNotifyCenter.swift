#if !canImport(Darwin)
  import Foundation
  import ScreenTimeModel
  import Synchronization

  // Core Foundation's Darwin notify center, which app code reaches through Foundation on Apple
  // platforms and extensions use to tell the main app that something changed. On the simulated
  // device a post is a line of the posting process's trace and reaches the callbacks the main
  // app's process registered for its name, at the same instant, once the posting code returns.
  // Outside a simulated process, posts reach the callbacks registered in the same process.

  /// A Core Foundation string: on Apple platforms `String` bridges to it with `as CFString`.
  public typealias CFString = String
  /// A Core Foundation dictionary; the Darwin notify center ignores every `userInfo`.
  public typealias CFDictionary = NSDictionary
  /// Core Foundation's index type.
  public typealias CFIndex = Int

  /// A notification center: `CFNotificationCenterGetDarwinNotifyCenter()` gives the only one.
  public final class CFNotificationCenter: Sendable {
    fileprivate static let darwin = CFNotificationCenter()
    private init() {}
  }

  /// A notification's name.
  public struct CFNotificationName: Hashable, Sendable, RawRepresentable {
    public var rawValue: CFString

    public init(_ rawValue: CFString) {
      self.rawValue = rawValue
    }

    public init(rawValue: CFString) {
      self.rawValue = rawValue
    }
  }

  /// How a notification center treats an observer's process while it is suspended; the Darwin
  /// notify center ignores it.
  public enum CFNotificationSuspensionBehavior: CFIndex, Sendable {
    case drop = 1
    case coalesce = 2
    case hold = 3
    case deliverImmediately = 4
  }

  /// The function a notification center calls for each notification an observer registered for.
  public typealias CFNotificationCallback = (
    CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?,
    CFDictionary?
  ) -> Void

  /// The application's Darwin notification center: the same one at every call.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! {
    CFNotificationCenter.darwin
  }

  /// Registers `callBack` for the notifications named `name`; the Darwin notify center ignores
  /// `object` and `suspensionBehavior`, and calls `callBack` with `observer` and `name` only.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFNotificationCenterAddObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!,
    _ callBack: CFNotificationCallback!, _ name: CFString!, _ object: UnsafeRawPointer!,
    _ suspensionBehavior: CFNotificationSuspensionBehavior
  ) {
    guard let callBack, let name else { return }
    let pointer = observer.map { UInt(bitPattern: $0) }
    let receive = {
      callBack(
        CFNotificationCenter.darwin, pointer.flatMap { UnsafeMutableRawPointer(bitPattern: $0) },
        CFNotificationName(name), nil, nil)
    }
    if let device = ProcessContext.active?.services {
      device.addDarwinObserver(name: name, observer: pointer, receive)
    } else {
      LocalDarwinCenter.shared.withLock { $0.observers.append((name, pointer, receive)) }
    }
  }

  /// Ends the registration of `observer` for `name`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFNotificationCenterRemoveObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!,
    _ name: CFNotificationName!, _ object: UnsafeRawPointer!
  ) {
    removeObservers(observer, name: name?.rawValue)
  }

  /// Ends every registration of `observer`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFNotificationCenterRemoveEveryObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!
  ) {
    removeObservers(observer, name: nil)
  }

  /// Posts the notification `name`; the Darwin notify center ignores `object`, `userInfo` and
  /// `deliverImmediately`.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public func CFNotificationCenterPostNotification(
    _ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!,
    _ userInfo: CFDictionary!, _ deliverImmediately: Bool
  ) {
    guard let name else { return }
    if let device = ProcessContext.active?.services {
      device.postDarwinNotification(name.rawValue)
      return
    }
    let receivers = LocalDarwinCenter.shared.withLock { center in
      center.observers.filter { $0.name == name.rawValue }.map(\.receive)
    }
    for receive in receivers { receive() }
  }

  private func removeObservers(_ observer: UnsafeRawPointer?, name: String?) {
    let pointer = observer.map { UInt(bitPattern: $0) }
    if let device = ProcessContext.active?.services {
      device.removeDarwinObservers(observer: pointer, name: name)
    } else {
      LocalDarwinCenter.shared.withLock { center in
        center.observers.removeAll { $0.observer == pointer && (name == nil || $0.name == name) }
      }
    }
  }

  /// The registrations made outside a simulated process.
  private struct LocalDarwinCenter: @unchecked Sendable {
    /// Each callback with the name it observes and its observer, in registration order; a
    /// callback runs on the thread that posts, as app code outside a simulated run does.
    var observers: [(name: String, observer: UInt?, receive: () -> Void)] = []

    static let shared = Mutex(LocalDarwinCenter())
  }
#endif

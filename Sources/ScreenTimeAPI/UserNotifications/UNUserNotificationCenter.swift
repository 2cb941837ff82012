#if !canImport(UserNotifications)
  import Foundation
  import ScreenTimeModel
  import SimulationEngine
  import Synchronization

  /// What the app asks to be allowed: `UNAuthorizationOptions`, with Apple's raw values.
  public struct UNAuthorizationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
  }

  /// Whether the app may show notifications: `UNAuthorizationStatus`.
  public enum UNAuthorizationStatus: Int, Hashable, Sendable {
    case notDetermined = 0
    case denied = 1
    case authorized = 2
    case provisional = 3
    case ephemeral = 4
  }

  /// Whether one kind of alert is on: `UNNotificationSetting`.
  public enum UNNotificationSetting: Int, Hashable, Sendable {
    case notSupported = 0
    case disabled = 1
    case enabled = 2
  }

  /// What the user allows the app: `UNNotificationSettings`.
  public final class UNNotificationSettings: Sendable {
    /// Whether the app may show notifications.
    public let authorizationStatus: UNAuthorizationStatus
    /// Banners and alerts.
    public let alertSetting: UNNotificationSetting
    /// Sounds.
    public let soundSetting: UNNotificationSetting
    /// The badge.
    public let badgeSetting: UNNotificationSetting
    /// Notification Center.
    public let notificationCenterSetting: UNNotificationSetting
    /// The lock screen.
    public let lockScreenSetting: UNNotificationSetting

    init(status: UNAuthorizationStatus) {
      authorizationStatus = status
      let setting: UNNotificationSetting =
        status == .authorized || status == .provisional ? .enabled : .disabled
      alertSetting = status == .provisional ? .disabled : setting
      soundSetting = status == .provisional ? .disabled : setting
      badgeSetting = status == .provisional ? .disabled : setting
      notificationCenterSetting = setting
      lockScreenSetting = status == .provisional ? .disabled : setting
    }
  }

  /// The delegate of the notification center: `UNUserNotificationCenterDelegate`.
  ///
  /// The simulated device calls none of its methods.
  public protocol UNUserNotificationCenterDelegate: AnyObject {}

  /// The app's local notifications: UserNotifications' `UNUserNotificationCenter`.
  ///
  /// Inside a simulated process each call acts on the device's notification center, which the
  /// main app and its extensions share, and is a line of the trace: `monitor  adds notification
  /// "later" title "Time's up", after 1800s, first at day 1 09:30:00.000`. A request fires on the
  /// device's clock (`system  delivers notification "later" title "Time's up"`), shown if the
  /// user allowed notifications; the user allows them when the app asks. Outside a simulated
  /// process the center keeps its requests in memory and never delivers them.
  public final class UNUserNotificationCenter: @unchecked Sendable {
    private static let shared = UNUserNotificationCenter()

    private init() {}

    /// The app's notification center.
    public static func current() -> UNUserNotificationCenter { shared }

    /// The delegate; the simulated device calls none of its methods.
    public weak var delegate: (any UNUserNotificationCenterDelegate)?

    /// Asks the user to allow `options`; `true` when notifications are allowed.
    public func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
      NotificationServices.requestAuthorization(options)
    }

    /// Asks the user to allow `options`, then calls `completionHandler` with whether they are
    /// allowed, before returning.
    public func requestAuthorization(
      options: UNAuthorizationOptions = [],
      completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void
    ) {
      completionHandler(NotificationServices.requestAuthorization(options), nil)
    }

    /// What the user allows.
    public func notificationSettings() async -> UNNotificationSettings {
      UNNotificationSettings(status: NotificationServices.status)
    }

    /// Calls `completionHandler` with what the user allows, before returning.
    public func getNotificationSettings(
      completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void
    ) {
      completionHandler(UNNotificationSettings(status: NotificationServices.status))
    }

    /// Adds `request`, replacing a pending one with its identifier.
    public func add(_ request: UNNotificationRequest) async throws {
      NotificationServices.add(request)
    }

    /// Adds `request`, replacing a pending one with its identifier, then calls
    /// `completionHandler` before returning.
    public func add(
      _ request: UNNotificationRequest,
      withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil
    ) {
      NotificationServices.add(request)
      completionHandler?(nil)
    }

    /// The requests waiting for their trigger, in the order they were added.
    public func pendingNotificationRequests() async -> [UNNotificationRequest] {
      NotificationServices.pending
    }

    /// Calls `completionHandler` with the pending requests, before returning.
    public func getPendingNotificationRequests(
      completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void
    ) {
      completionHandler(NotificationServices.pending)
    }

    /// The delivered notifications still in Notification Center, oldest first.
    public func deliveredNotifications() async -> [UNNotification] {
      NotificationServices.delivered
    }

    /// Calls `completionHandler` with the delivered notifications, before returning.
    public func getDeliveredNotifications(
      completionHandler: @escaping @Sendable ([UNNotification]) -> Void
    ) {
      completionHandler(NotificationServices.delivered)
    }

    /// Removes the pending requests with `identifiers`.
    public func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
      NotificationServices.removePending(identifiers)
    }

    /// Removes every pending request.
    public func removeAllPendingNotificationRequests() {
      NotificationServices.removePending(nil)
    }

    /// Removes the delivered notifications with `identifiers` from Notification Center.
    public func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
      NotificationServices.removeDelivered(identifiers)
    }

    /// Removes every delivered notification from Notification Center.
    public func removeAllDeliveredNotifications() {
      NotificationServices.removeDelivered(nil)
    }

    /// Sets the app's badge: the simulated device keeps no badge, so it does nothing.
    public func setBadgeCount(_ newBadgeCount: Int) async throws {}
  }

  /// The notification center behind ``UNUserNotificationCenter``: the simulated device's inside
  /// a simulated process, an in-memory one anywhere else.
  enum NotificationServices {
    private struct Local: Sendable {
      var status = UNAuthorizationStatus.notDetermined
      var pending: [UNNotificationRequest] = []
    }

    private static let local = Mutex(Local())

    /// The device, or `nil` outside a simulated process.
    private static var device: (any SystemServices)? {
      ProcessContext.active == nil ? nil : Simulator.device
    }

    static var now: Date { device == nil ? Date() : DeviceClock.now }

    static var timeZone: TimeZone { device == nil ? TimeZone.current : DeviceClock.timeZone }

    /// An exception the system raises in the app's process: a crash.
    static func raise(_ reason: String) {
      let message = "NSInternalInconsistencyException: \(reason)"
      guard let device else { preconditionFailure(message) }
      device.crashCurrentProcess(message)
    }

    static func requestAuthorization(_ options: UNAuthorizationOptions) -> Bool {
      guard let device else {
        return local.withLock { box in
          if box.status == .notDetermined {
            box.status = options.contains(.provisional) ? .provisional : .authorized
          }
          return box.status == .authorized || box.status == .provisional
        }
      }
      return device.requestNotificationAuthorization(provisional: options.contains(.provisional))
        .shows
    }

    static var status: UNAuthorizationStatus {
      guard let device else { return local.withLock { $0.status } }
      return UNAuthorizationStatus(rawValue: device.notificationAuthorization.rawValue)
        ?? .notDetermined
    }

    static func add(_ request: UNNotificationRequest) {
      guard let device else {
        local.withLock { box in
          box.pending.removeAll { $0.identifier == request.identifier }
          box.pending.append(request)
        }
        return
      }
      let now = DeviceClock.now
      let zone = DeviceClock.timeZone
      let trigger = request.trigger
      let first = trigger.map { $0.fireDate(after: now, in: zone) } ?? now
      var next: (@Sendable (SimulationInstant, String) -> SimulationInstant?)?
      if let trigger, trigger.repeats {
        next = { @Sendable at, zone in
          let timeZone = TimeZone(identifier: zone) ?? TimeZone(secondsFromGMT: 0) ?? zoneFallback
          return trigger.fireDate(after: at.date, in: timeZone).map(SimulationInstant.init)
        }
      }
      device.addNotification(
        NotificationRequestRecord(
          identifier: request.identifier, title: request.content.title,
          triggerDescription: trigger?.traceDescription ?? "at once",
          firstFire: first.map(SimulationInstant.init), next: next, payload: request))
    }

    static var pending: [UNNotificationRequest] {
      guard let device else { return local.withLock { $0.pending } }
      return device.pendingNotifications.compactMap { $0.payload as? UNNotificationRequest }
    }

    static var delivered: [UNNotification] {
      guard let device else { return [] }
      return device.deliveredNotifications.compactMap { record, instant in
        (record.payload as? UNNotificationRequest).map {
          UNNotification(date: instant.date, request: $0)
        }
      }
    }

    static func removePending(_ identifiers: [String]?) {
      guard let device else {
        local.withLock { box in
          box.pending.removeAll { identifiers?.contains($0.identifier) ?? true }
        }
        return
      }
      device.removePendingNotifications(identifiers)
    }

    static func removeDelivered(_ identifiers: [String]?) {
      device?.removeDeliveredNotifications(identifiers)
    }

    private static let zoneFallback = TimeZone.current
  }
#endif

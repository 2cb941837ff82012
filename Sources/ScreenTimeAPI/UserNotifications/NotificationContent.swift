#if !canImport(UserNotifications)
  import Foundation

  /// What a notification shows: UserNotifications' `UNNotificationContent`.
  public class UNNotificationContent: @unchecked Sendable {
    /// The title.
    public internal(set) var title = ""
    /// The subtitle.
    public internal(set) var subtitle = ""
    /// The body.
    public internal(set) var body = ""
    /// The badge number, `nil` to leave the badge as it is.
    public internal(set) var badge: NSNumber?
    /// The sound, `nil` for none.
    public internal(set) var sound: UNNotificationSound?
    /// The app's own values.
    public internal(set) var userInfo: [AnyHashable: Any] = [:]
    /// The category of the actions offered.
    public internal(set) var categoryIdentifier = ""
    /// The thread notifications are grouped by.
    public internal(set) var threadIdentifier = ""
    /// How urgently it interrupts.
    public internal(set) var interruptionLevel = UNNotificationInterruptionLevel.active
    /// How it ranks among the app's notifications, 0...1.
    public internal(set) var relevanceScore: Double = 0
    /// The content the app shows when it is opened from the notification.
    public internal(set) var targetContentIdentifier: String?

    public init() {}

    init(copying content: UNNotificationContent) {
      title = content.title
      subtitle = content.subtitle
      body = content.body
      badge = content.badge
      sound = content.sound
      userInfo = content.userInfo
      categoryIdentifier = content.categoryIdentifier
      threadIdentifier = content.threadIdentifier
      interruptionLevel = content.interruptionLevel
      relevanceScore = content.relevanceScore
      targetContentIdentifier = content.targetContentIdentifier
    }
  }

  /// Content the app fills in: UserNotifications' `UNMutableNotificationContent`.
  public final class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    public override var title: String {
      get { super.title }
      set { super.title = newValue }
    }
    public override var subtitle: String {
      get { super.subtitle }
      set { super.subtitle = newValue }
    }
    public override var body: String {
      get { super.body }
      set { super.body = newValue }
    }
    public override var badge: NSNumber? {
      get { super.badge }
      set { super.badge = newValue }
    }
    public override var sound: UNNotificationSound? {
      get { super.sound }
      set { super.sound = newValue }
    }
    public override var userInfo: [AnyHashable: Any] {
      get { super.userInfo }
      set { super.userInfo = newValue }
    }
    public override var categoryIdentifier: String {
      get { super.categoryIdentifier }
      set { super.categoryIdentifier = newValue }
    }
    public override var threadIdentifier: String {
      get { super.threadIdentifier }
      set { super.threadIdentifier = newValue }
    }
    public override var interruptionLevel: UNNotificationInterruptionLevel {
      get { super.interruptionLevel }
      set { super.interruptionLevel = newValue }
    }
    public override var relevanceScore: Double {
      get { super.relevanceScore }
      set { super.relevanceScore = newValue }
    }
    public override var targetContentIdentifier: String? {
      get { super.targetContentIdentifier }
      set { super.targetContentIdentifier = newValue }
    }

    public override init() {
      super.init()
    }
  }

  /// How urgently a notification interrupts: `UNNotificationInterruptionLevel`.
  public enum UNNotificationInterruptionLevel: UInt, Hashable, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
  }

  /// The name of a sound file: `UNNotificationSoundName`.
  public struct UNNotificationSoundName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
      self.rawValue = rawValue
    }
  }

  /// The sound of a notification: `UNNotificationSound`.
  public final class UNNotificationSound: Hashable, Sendable, CustomStringConvertible {
    /// `default`, `defaultCritical` or the sound file's name.
    public let description: String

    private init(_ description: String) {
      self.description = description
    }

    /// The system's sound.
    public static var `default`: UNNotificationSound { UNNotificationSound("default") }
    /// The system's sound for critical alerts.
    public static var defaultCritical: UNNotificationSound {
      UNNotificationSound("defaultCritical")
    }

    /// The app's sound file `name`.
    public convenience init(named name: UNNotificationSoundName) {
      self.init(name.rawValue)
    }

    public static func == (lhs: UNNotificationSound, rhs: UNNotificationSound) -> Bool {
      lhs.description == rhs.description
    }

    public func hash(into hasher: inout Hasher) {
      hasher.combine(description)
    }
  }

  /// A request for a local notification: `UNNotificationRequest`.
  public final class UNNotificationRequest: @unchecked Sendable {
    /// The identifier; a request with the same one replaces it.
    public let identifier: String
    /// What it shows, copied when the request was made.
    public let content: UNNotificationContent
    /// When it fires; `nil` to deliver at once.
    public let trigger: UNNotificationTrigger?

    /// A request for `content` when `trigger` fires.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?)
    {
      self.identifier = identifier
      self.content = UNNotificationContent(copying: content)
      self.trigger = trigger
    }
  }

  /// A delivered notification: `UNNotification`.
  public final class UNNotification: @unchecked Sendable {
    /// When it was delivered.
    public let date: Date
    /// The request delivered.
    public let request: UNNotificationRequest

    init(date: Date, request: UNNotificationRequest) {
      self.date = date
      self.request = request
    }
  }
#endif

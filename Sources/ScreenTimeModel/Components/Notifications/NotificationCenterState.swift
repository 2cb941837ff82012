import SimulationEngine

/// Whether the user lets the app show notifications: UserNotifications' `UNAuthorizationStatus`.
package enum NotificationAuthorization: Int, Hashable, Sendable {
  /// The app has not asked.
  case notDetermined = 0
  /// The user refused.
  case denied = 1
  /// The user allowed.
  case authorized = 2
  /// Allowed quietly, without a prompt (`.provisional`).
  case provisional = 3

  /// Whether a delivered notification is shown.
  package var shows: Bool { self == .authorized || self == .provisional }
}

/// A local notification request the app added: what the device keeps of a
/// `UNNotificationRequest`.
package struct NotificationRequestRecord: Sendable {
  /// The request's identifier; a new request with the same one replaces it.
  package var identifier: String
  /// The content's title.
  package var title: String
  /// How the trace describes the trigger: `after 1800s`, `at hour 9 minute 30, repeating`.
  package var triggerDescription: String
  /// When it fires first; `nil` when its trigger never matches.
  package var firstFire: SimulationInstant?
  /// When it fires again after firing at an instant in a time zone (its identifier), for a
  /// repeating trigger.
  package var next: (@Sendable (SimulationInstant, String) -> SimulationInstant?)?
  /// The app's own request value, given back by `pendingNotificationRequests()`.
  package var payload: any Sendable

  package init(
    identifier: String, title: String, triggerDescription: String,
    firstFire: SimulationInstant?,
    next: (@Sendable (SimulationInstant, String) -> SimulationInstant?)?, payload: any Sendable
  ) {
    self.identifier = identifier
    self.title = title
    self.triggerDescription = triggerDescription
    self.firstFire = firstFire
    self.next = next
    self.payload = payload
  }
}

/// A notification the device delivered and still lists in Notification Center.
package struct DeliveredNotificationRecord: Sendable {
  /// The request delivered.
  package var request: NotificationRequestRecord
  /// When it was delivered.
  package var instant: SimulationInstant
}

/// The device's notification center for the app: the requests waiting for their trigger, the
/// notifications delivered, and whether the user allows them.
package struct NotificationCenterState: Sendable {
  /// Pending requests in the order they were added, each with the number of the event that
  /// fires it.
  package var pending: [(number: Int, request: NotificationRequestRecord)] = []
  /// Delivered notifications, oldest first.
  package var delivered: [DeliveredNotificationRecord] = []
  /// What the user allowed.
  package var authorization = NotificationAuthorization.notDetermined
  var nextNumber = 0

  package init() {}
}

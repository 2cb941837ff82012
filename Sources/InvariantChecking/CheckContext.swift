import ScreenTimeModel

/// What a rule may consult while it judges an event.
struct CheckContext {
  let device: any DeviceView
  let conventions: AppConventions
  /// What the operation of the event's cause does.
  let operationKind: OperationKind
  /// The profile the app's naming gives a store, when its name says.
  var storeOwner: (String) -> String? = { _ in nil }
  /// The profiles the user blocked by hand and has not unblocked, disabled or deleted since.
  var blockedByHand: Set<String> = []

  /// Whether `profile`'s session is on now: the user blocked it by hand, or an activity
  /// registered for it is inside an interval.
  func isSessionOn(_ profile: String) -> Bool {
    blockedByHand.contains(profile) || device.hasIntervalInProgress(forSubject: profile)
  }

  /// Whether the app was given `token` by the system, or decoded it, and still holds it.
  func isHeldByApp(_ token: OpaqueToken) -> Bool {
    device.isHeldByApp(token)
  }
}

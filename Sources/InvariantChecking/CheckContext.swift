import ScreenTimeModel

/// What a rule may consult while it judges an event.
struct CheckContext {
  let device: any DeviceView
  let conventions: AppConventions
  /// What the operation of the event's cause does.
  let operationKind: OperationKind
  /// The profile the app's naming gives a store, when its name says.
  var storeOwner: (String) -> String? = { _ in nil }

  /// Whether the app was given `token` by the system, or decoded it, and still holds it.
  func isHeldByApp(_ token: OpaqueToken) -> Bool {
    device.isHeldByApp(token)
  }
}

/// What the simulated device schedules on its event queue.
enum DeviceEvent {
  /// A schedule boundary of a registration, valid while the registration's generation matches.
  case boundary(registration: Int, generation: Int, BoundaryKind)
  /// A usage event reaching its warning or its threshold.
  case usageCrossing(CrossingKey)
  /// A monitor callback falling due after latency or an injected delay.
  case callbackDue(ScheduledCallback)
  /// A backend response arriving.
  case networkResponse(number: Int)
  /// A task's `Task.sleep` ending.
  case taskWake(number: Int)
  /// A local notification's trigger firing.
  case notificationDue(number: Int)
  /// A Darwin notification posted, reaching its observers.
  case darwinNotificationDue(name: String)
}

/// A monitor callback on its way to the monitor extension.
public struct ScheduledCallback: Sendable, Equatable, CustomStringConvertible {
  public var callback: MonitorCallback
  public var activity: String
  /// The usage event, for event callbacks.
  public var event: String?
  /// The subject of the cause that registered the activity.
  public var subject: String?
  /// The interval it belongs to, for interval callbacks and their warnings.
  public var interval: ActivitySchedule.Interval?
  /// Whether drop and delay faults were already considered for it.
  var faultsApplied = false
  /// The installation of the app it fell due for.
  var installation = 0

  public init(
    callback: MonitorCallback, activity: String, event: String? = nil, subject: String?,
    interval: ActivitySchedule.Interval? = nil
  ) {
    self.callback = callback
    self.activity = activity
    self.event = event
    self.subject = subject
    self.interval = interval
  }

  /// `callback (event) for activity`, as traces write it.
  public var description: String {
    var text = callback.rawValue
    text.reserveCapacity(text.utf8.count + activity.utf8.count + (event?.utf8.count ?? 0) + 8)
    if let event {
      text += " ("
      text += event
      text += ")"
    }
    text += " for "
    text += activity
    return text
  }
}

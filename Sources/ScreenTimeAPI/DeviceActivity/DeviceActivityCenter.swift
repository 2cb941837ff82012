import ScreenTimeModel
import SimulationEngine

/// Registers schedules with the system: `DeviceActivity.DeviceActivityCenter`.
///
/// Every instance talks to the same registry, shared by the app and its extensions.
public struct DeviceActivityCenter: Sendable {
  /// Why `startMonitoring` refused, checked in this order: the schedule's shape, the number of
  /// activities, authorization.
  public enum MonitoringError: Error, Sendable, Hashable {
    /// More than 20 activities would be monitored by the app and its extensions.
    case excessiveActivities
    /// The interval is longer than a week.
    case intervalTooLong
    /// The interval is shorter than 15 minutes.
    case intervalTooShort
    /// The components never match a date in the future.
    case invalidDateComponents
    /// The app lacks Family Controls authorization.
    case unauthorized

    /// The case's name, as error codes use it (`monitoring.intervalTooShort`).
    public var name: String {
      switch self {
      case .excessiveActivities: "excessiveActivities"
      case .intervalTooLong: "intervalTooLong"
      case .intervalTooShort: "intervalTooShort"
      case .invalidDateComponents: "invalidDateComponents"
      case .unauthorized: "unauthorized"
      }
    }
  }

  /// A center for the app's monitored activities; every instance sees the same ones.
  public init() {}

  /// Starts monitoring `activity`, replacing any schedule and events registered under its name.
  ///
  /// Inside the schedule's interval, the monitor extension is told `intervalDidStart` at once.
  ///
  /// - Throws: ``MonitoringError``.
  public func startMonitoring(
    _ activity: DeviceActivityName, during schedule: DeviceActivitySchedule,
    events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
  ) throws(MonitoringError) {
    let specifications = events.keys.sorted { $0.rawValue < $1.rawValue }.compactMap { name in
      events[name].map { $0.specification(named: name) }
    }
    if specifications.contains(where: \.includesPastActivity) {
      // Before 17.4 the flag does not exist: the event counts from registration only.
      _ = Simulator.require(.includesPastActivity)
    }
    do {
      try Simulator.device.startMonitoring(
        activity.rawValue, schedule: schedule.model, events: specifications)
    } catch {
      switch error {
      case .excessiveActivities: throw .excessiveActivities
      case .intervalTooLong: throw .intervalTooLong
      case .intervalTooShort: throw .intervalTooShort
      case .invalidDateComponents: throw .invalidDateComponents
      case .unauthorized: throw .unauthorized
      }
    }
  }

  /// Stops monitoring the activities, or every activity when the list is empty.
  ///
  /// An interval in progress ends with `intervalDidEnd`; unknown names are ignored.
  public func stopMonitoring(_ activities: [DeviceActivityName] = []) {
    Simulator.device.stopMonitoring(activities.map(\.rawValue))
  }

  /// The activities monitored now.
  public var activities: [DeviceActivityName] {
    Simulator.device.monitoredActivities.map(DeviceActivityName.init(rawValue:))
  }

  /// The schedule registered for `activity`, if it is monitored.
  public func schedule(for activity: DeviceActivityName) -> DeviceActivitySchedule? {
    Simulator.device.registeredSchedule(for: activity.rawValue).map(
      DeviceActivitySchedule.init(model:))
  }

  /// The events registered for `activity`.
  public func events(for activity: DeviceActivityName) -> [DeviceActivityEvent.Name:
    DeviceActivityEvent]
  {
    var events: [DeviceActivityEvent.Name: DeviceActivityEvent] = [:]
    for specification in Simulator.device.registeredEvents(for: activity.rawValue) {
      events[DeviceActivityEvent.Name(specification.name)] = DeviceActivityEvent(
        specification: specification)
    }
    return events
  }
}

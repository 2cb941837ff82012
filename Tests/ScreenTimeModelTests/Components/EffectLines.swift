import SimulationEngine

@testable import ScreenTimeModel

/// The effects a component's transition returned, one short line each, for tests to compare.
enum EffectLines {
  /// One line per effect, in order.
  static func of(_ effects: [DeviceEffect]) -> [String] {
    effects.map(line)
  }

  /// The line of one effect: what the kernel is asked to do, and to what.
  static func line(_ effect: DeviceEffect) -> String {
    switch effect {
    case .emit(let kind): "emit \(text(kind))"
    case .schedule(let event, let instant): "schedule \(text(event)) at \(instant)"
    case .cancel(let handle): "cancel \(handle)"
    case .callbackFallsDue(let callback): "falls due \(callback)"
    case .attemptDelivery(let callback): "attempt \(callback)"
    case .deliver(let callback, let killAfter, let memoryLimit):
      "deliver \(callback)" + (killAfter.map { ", killed after \($0) writes" } ?? "")
        + ", memory \(memoryLimit)"
    case .deliverHeldCallbacks: "deliver held callbacks"
    case .scheduleCrossing(let key, let instant):
      "cross \(key.event)\(key.isWarning ? " warning" : "") at \(instant)"
    case .cancelCrossings(let registration): "cancel crossings of \(registration)"
    case .evaluateUsage: "evaluate usage"
    case .updateUsage: "update usage"
    case .endInterval(let name): "end interval of \(name)"
    case .rescheduleForTimeZone(let name): "reschedule \(name)"
    case .fireThresholdsEarly(let trigger): "fire thresholds early at \(trigger)"
    }
  }

  /// `value` as Swift describes it, without the module's name.
  static func text(_ value: Any) -> String {
    String(describing: value).split(separator: "ScreenTimeModel.", omittingEmptySubsequences: false)
      .joined()
  }
}

/// A context at `hour:minute` of the first day, on iOS 18.5 in UTC, with `options`.
func activityContext(
  _ hour: Int, _ minute: Int = 0, options: ModelOptions = ModelOptions(),
  version: SystemVersion = SystemVersion(18, 5)
) -> ActivityContext {
  ActivityContext(
    now: .origin + .hours(Int64(hour)) + .minutes(Int64(minute)),
    software: SystemSoftware(version: version, build: "b", timeZone: .utc, start: .origin),
    options: options)
}

/// `hour:minute` of day `day` (from 1) after the origin.
func instant(day: Int = 1, _ hour: Int, _ minute: Int = 0) -> SimulationInstant {
  .origin + .days(Int64(day - 1)) + .hours(Int64(hour)) + .minutes(Int64(minute))
}

import SimulationEngine

@testable import ScreenTimeModel

/// The effects a component's transition returned, one short line each, for tests to compare.
enum EffectLines {
  /// One line per effect, in order.
  static func of(_ effects: [DeviceEffect]) -> [String] {
    effects.map(line)
  }

  /// A yes-or-no outcome with its effects, as `true [lines]`.
  static func outcome(_ outcome: (Bool, [DeviceEffect])) -> String {
    "\(outcome.0) \(of(outcome.1))"
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
    case .bringToFront(let item): "bring \(item) to front"
    case .presentShield(let item, let cause): "present shield over \(item) (\(cause))"
    case .showEarlierShield(let earlier, let item, let cause):
      "show earlier \(earlier.appearance.summary) over \(item) (\(cause))"
    case .runConfigurationExtension(let request): "configure \(request.item)"
    case .runActionExtension(let request, let shown):
      "act on \(request.press) \(request.tokenKind) over \(shown.request.item)"
    case .closeToHome(let item): "close \(item) to home"
    case .redrawShield(let item): "redraw shield over \(item)"
    case .refreshFrontmost: "refresh frontmost"
    case .finishLocking: "finish locking"
    case .finishUnlocking: "finish unlocking"
    case .finishRestarting: "finish restarting"
    case .runMainApp(let event): "run main app \(event)"
    case .bringMainAppToForeground: "bring main app to foreground"
    case .sendMainAppToBackground: "send main app to background"
    case .terminateMainApp: "terminate main app"
    case .endMainAppProcess: "end main app process"
    case .deliverPendingExpiryMessage: "deliver pending expiry message"
    case .resetMainAppStatus: "reset main app status"
    case .mainAppRereadsAuthorization: "main app rereads authorization"
    case .makeAppGroupReadable: "make App Group readable"
    case .makeAppGroupUnreadable: "make App Group unreadable"
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

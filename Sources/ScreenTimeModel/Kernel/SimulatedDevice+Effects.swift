import SimulationEngine

extension SimulatedDevice {
  /// Performs `effects` in order; each one's own consequences come before the next.
  func perform(_ effects: [DeviceEffect]) {
    for effect in effects { perform(effect) }
  }

  /// Performs one effect a component returned.
  func perform(_ effect: DeviceEffect) {
    switch effect {
    case .emit(let kind):
      emit(kind)
    case .schedule(let event, let instant):
      simulation.schedule(event, at: instant)
    case .cancel(let handle):
      simulation.cancel(handle)

    case .callbackFallsDue(let callback):
      callbackFallsDue(callback)
    case .attemptDelivery(let callback):
      attemptDelivery(callback)
    case .deliver(let callback, let killAfter, let memoryLimit):
      deliver(callback, killAfter: killAfter, memoryLimit: memoryLimit)
    case .deliverHeldCallbacks(let lockedSince):
      perform(
        deviceActivity.dispatcher.deliverHeldCallbacks(
          lockedSince: lockedSince, at: now, options: options))
    case .scheduleCrossing(let key, let instant):
      deviceActivity.usage.track(key, simulation.schedule(.usageCrossing(key), at: instant))
    case .cancelCrossings(let registration):
      perform(deviceActivity.usage.cancelCrossings(of: registration))
    case .evaluateUsage:
      perform(deviceActivity.evaluateUsage(accruing: screen.accruingItem, context: activityContext))
    case .updateUsage:
      updateUsageState()
    case .endInterval(let name):
      perform(deviceActivity.scheduler.endInterval(of: name, activityContext))
    case .rescheduleForTimeZone(let name):
      perform(deviceActivity.scheduler.reschedule(name, activityContext))
    case .fireThresholdsEarly(let trigger):
      perform(
        deviceActivity.scheduler.fireThresholdsEarly(
          trigger: trigger, faults: &faults, context: activityContext))
    }
  }
}

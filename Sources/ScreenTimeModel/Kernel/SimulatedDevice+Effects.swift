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

    case .bringToFront(let item):
      perform(screen.bringToFront(item, settings: effectiveSettings, faults: &faults, at: now))
    case .presentShield(let item, let cause):
      presentShield(for: item, cause: cause)
    case .showEarlierShield(let earlier, let item, let cause):
      perform(screen.showEarlier(earlier, for: shieldRequest(for: item, cause: cause)))
    case .runConfigurationExtension(let request):
      runConfigurationExtension(request)
    case .runActionExtension(let request, let shown):
      runActionExtension(request, over: shown)
    case .closeToHome(let item):
      perform(screen.closeToHome(item))
    case .redrawShield(let item):
      perform(screen.redrawShield(item, settings: effectiveSettings, faults: &faults, at: now))
    case .refreshFrontmost:
      refreshFrontmost()
    case .finishLocking:
      perform(screen.finishLocking(at: now))
    case .finishUnlocking:
      perform(screen.finishUnlocking())
    case .finishRestarting:
      perform(screen.finishRestarting(at: now))

    case .runMainApp(let event):
      runMainApp(event)
    case .bringMainAppToForeground:
      bringMainAppToForeground()
    case .sendMainAppToBackground:
      perform(processes.backgroundMainApp())
    case .terminateMainApp:
      perform(processes.terminateMainApp())
    case .endMainAppProcess:
      perform(processes.endMainAppProcess())
    case .deliverPendingExpiryMessage:
      perform(processes.deliverPendingExpiryMessage())
    case .resetMainAppStatus:
      authority.mainAppProcessEnded()
      dropPendingPrompt()
    case .mainAppRereadsAuthorization:
      mainAppRereadsAuthorization()

    case .makeAppGroupReadable:
      makeAppGroupReadable()
    case .makeAppGroupUnreadable:
      storage.isAppGroupReadable = false
    }
  }
}

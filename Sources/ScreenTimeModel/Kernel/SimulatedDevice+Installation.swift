import SimulationEngine

extension SimulatedDevice {
  /// `user reinstalls app`: the app is deleted and installed again at once.
  ///
  /// Deleting the app ends its processes and its authorization (the epoch's tokens are void for
  /// good; the decision is `notDetermined` again), deletes its stores, its activities and the
  /// callbacks on their way, and empties the App Group and the app's own container. What lives
  /// outside the device (the backend) and the system's own records (token identities, usage)
  /// stay. The fresh install has no process until a step needs it.
  ///
  /// - Throws: ``DeviceError/deletionNeedsGuardian`` while child authorization is approved: it
  ///   keeps the app from being deleted without the guardian.
  public func reinstallApp() throws(DeviceError) {
    guard configuration.member != .child || !authority.isApproved else {
      throw .deletionNeedsGuardian
    }
    leaveFront()
    screen.front = .home
    screen.lastShields = [:]
    terminateMainApp()
    processes.mainApp = MainAppProcess()
    // `option idle-stop` counts a fresh install's idleness from the install.
    processes.lastForegroundAt = now
    authority.appDeleted()
    managedSettings.removeAll()
    for name in deviceActivity.scheduler.activityNames {
      if let registration = deviceActivity.scheduler.registrations[name] {
        cancelCrossings(of: registration.id)
      }
    }
    deviceActivity.scheduler.removeAll()
    deviceActivity.dispatcher = MonitorCallbackDispatcher(
      installation: deviceActivity.dispatcher.installation + 1)
    storage.appGroup = BlobStore()
    storage.privateContainer = [:]
    storage.extensionContainers = [:]
    emit(.appReinstalled)
    refreshFrontmost()
  }
}

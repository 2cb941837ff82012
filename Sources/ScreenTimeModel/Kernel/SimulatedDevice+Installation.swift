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
  ///   keeps the app from being deleted without the guardian;
  ///   ``DeviceError/deletionDeniedByStore`` while an enforced store sets `denyAppRemoval`, which
  ///   keeps the app itself too unless `option self-removal allowed`.
  public func reinstallApp() throws(DeviceError) {
    guard configuration.member != .child || !authority.isApproved else {
      throw .deletionNeedsGuardian
    }
    if options.selfRemoval == .denied, effectiveSettings.deniesAppRemoval {
      emit(.appDeletionRefused)
      throw .deletionDeniedByStore
    }
    perform(screen.appDeleted())
    perform(processes.terminateMainApp())
    processes.appReinstalled(at: now)
    authority.appDeleted()
    managedSettings.removeAll()
    perform(deviceActivity.appDeleted())
    storage.appGroup = BlobStore()
    storage.privateContainer = [:]
    storage.extensionContainers = [:]
    emit(.appReinstalled)
    refreshFrontmost()
  }
}

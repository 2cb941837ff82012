import SimulationEngine

extension SimulatedDevice {
  // MARK: - The Darwin notify center

  /// `CFNotificationCenterPostNotification` on the Darwin notify center.
  ///
  /// The notification reaches its observers at the same instant, once the code that posted it
  /// returns: Apple delivers a Darwin notification on the observing process's main run loop,
  /// never inside the call that posts it.
  package func postDarwinNotification(_ name: String) {
    guard isCurrentProcessAlive, processes.current?.isReadOnly != true else { return }
    emit(.darwinNotificationPosted(currentProcessKind, name: name))
    simulation.schedule(.darwinNotificationDue(name: name), at: now)
  }

  /// `CFNotificationCenterAddObserver` on the Darwin notify center, from the main app's process.
  ///
  /// The registration ends with the process; one made in an extension is not kept.
  package func addDarwinObserver(name: String, observer: UInt?, _ receive: @escaping () -> Void) {
    guard processes.current?.process == .mainApp, processes.mainApp.isRunning else { return }
    let id = processes.mainApp.nextSubscriberID
    processes.mainApp.nextSubscriberID += 1
    processes.mainApp.darwinObservers.append((id, name, observer, receive))
  }

  /// Ends the main app's registrations of `observer`, for `name` or (`nil`) every name.
  package func removeDarwinObservers(observer: UInt?, name: String?) {
    guard processes.current?.process == .mainApp else { return }
    processes.mainApp.darwinObservers.removeAll {
      $0.observer == observer && (name == nil || $0.name == name)
    }
  }

  /// A posted Darwin notification reaches the main app's observers of its name, in
  /// registration order, in the main app's process, if the app is in the foreground.
  ///
  /// Apple delivers a Darwin notification on the observer's main run loop, which a suspended
  /// app does not run; the simulated device does not keep one for the app's return (Apple
  /// documents neither way).
  func deliverDarwinNotification(_ name: String) {
    let isForeground = processes.mainApp.isRunning && processes.mainApp.isForeground
    let observers = isForeground ? processes.mainApp.darwinObservers.filter { $0.name == name } : []
    emit(
      .darwinNotificationDelivered(
        name: name, observers: observers.count, isAppInForeground: isForeground))
    guard !observers.isEmpty else { return }
    callInMainApp(observers.map { ($0.id, $0.receive) }) { id in
      self.processes.mainApp.darwinObservers.contains { $0.id == id }
    }
  }
}

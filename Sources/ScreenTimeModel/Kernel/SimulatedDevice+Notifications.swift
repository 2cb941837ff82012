import SimulationEngine

extension SimulatedDevice {
  // MARK: - UserNotifications

  /// `requestAuthorization(options:)`: the user allows notifications (quietly for
  /// `.provisional`, without a prompt); an answer once given stays.
  package func requestNotificationAuthorization(provisional: Bool) -> NotificationAuthorization {
    if isCurrentProcessAlive, notifications.authorization == .notDetermined {
      notifications.authorization = provisional ? .provisional : .authorized
      emit(
        .notificationAuthorizationRequested(
          currentProcessKind, notifications.authorization.rawValue))
    }
    return notifications.authorization
  }

  /// What the user allowed (`notificationSettings().authorizationStatus`).
  package var notificationAuthorization: NotificationAuthorization {
    notifications.authorization
  }

  /// `add(_:)`: the request waits for its trigger, replacing a pending one with its
  /// identifier; a request without a trigger is delivered at once.
  package func addNotification(_ request: NotificationRequestRecord) {
    guard isCurrentProcessAlive, processes.current?.isReadOnly != true else { return }
    notifications.pending.removeAll { $0.request.identifier == request.identifier }
    emit(
      .notificationAdded(
        currentProcessKind, identifier: request.identifier, title: request.title,
        trigger: request.triggerDescription, firstAt: request.firstFire))
    guard let first = request.firstFire else { return }
    schedule(request, at: max(first, now))
  }

  private func schedule(_ request: NotificationRequestRecord, at instant: SimulationInstant) {
    let number = notifications.nextNumber
    notifications.nextNumber += 1
    notifications.pending.append((number, request))
    simulation.schedule(.notificationDue(number: number), at: instant)
  }

  /// `removePendingNotificationRequests(withIdentifiers:)`, or every pending request for `nil`.
  package func removePendingNotifications(_ identifiers: [String]?) {
    guard isCurrentProcessAlive, processes.current?.isReadOnly != true else { return }
    let before = notifications.pending.count
    notifications.pending.removeAll { identifiers?.contains($0.request.identifier) ?? true }
    emit(
      .notificationsRemoved(
        currentProcessKind, identifiers: identifiers, delivered: false,
        count: before - notifications.pending.count))
  }

  /// `removeDeliveredNotifications(withIdentifiers:)`, or every delivered one for `nil`.
  package func removeDeliveredNotifications(_ identifiers: [String]?) {
    guard isCurrentProcessAlive, processes.current?.isReadOnly != true else { return }
    let before = notifications.delivered.count
    notifications.delivered.removeAll { identifiers?.contains($0.request.identifier) ?? true }
    emit(
      .notificationsRemoved(
        currentProcessKind, identifiers: identifiers, delivered: true,
        count: before - notifications.delivered.count))
  }

  /// The pending requests, in the order they were added.
  package var pendingNotifications: [NotificationRequestRecord] {
    notifications.pending.map(\.request)
  }

  /// The delivered notifications still listed, oldest first, with when each was delivered.
  package var deliveredNotifications: [(request: NotificationRequestRecord, at: SimulationInstant)]
  {
    notifications.delivered.map { ($0.request, $0.instant) }
  }

  /// A request's trigger fires: the notification is delivered (shown if the user allows
  /// notifications), and a repeating one waits for its next time.
  func deliverNotification(_ number: Int) {
    guard let index = notifications.pending.firstIndex(where: { $0.number == number }) else {
      return
    }
    let request = notifications.pending.remove(at: index).request
    let shown = notifications.authorization.shows
    notifications.delivered.removeAll { $0.request.identifier == request.identifier }
    notifications.delivered.append(DeliveredNotificationRecord(request: request, instant: now))
    emit(
      .notificationDelivered(identifier: request.identifier, title: request.title, shown: shown))
    if let next = request.next?(now, software.zone(at: now).identifier), next > now {
      schedule(request, at: next)
    }
  }
}

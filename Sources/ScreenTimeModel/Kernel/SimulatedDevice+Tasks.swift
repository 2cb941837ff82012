import SimulationEngine

extension SimulatedDevice {
  // MARK: - Running app code and its tasks

  /// The most jobs one drain runs before it gives up on tasks that keep making work.
  static let drainJobLimit = 100_000

  /// Runs `body` in `context` with the device's executor taking every task it starts, then runs
  /// the ready tasks until none is left.
  func runAppCode<Result>(_ context: ProcessContext, _ body: () -> Result) -> Result {
    _ = ConcurrencyHooks.isInstalled
    processes.tasks.adoptCurrentThread()
    return TaskCaptureScope.with(processes.tasks, context: context) {
      let result = ProcessContext.$current.withValue(context) { body() }
      drainTasks(in: context.process)
      return result
    }
  }

  /// Runs ready jobs, in the order they became ready, until none is ready.
  ///
  /// Jobs of a process that died (killed, crashed) are dropped: its tasks die with it.
  private func drainTasks(in process: ProcessKind) {
    let resumedElsewhere = processes.tasks.adoptForeignJobs()
    if resumedElsewhere > 0 { emit(.tasksResumedFromOtherThreads(count: resumedElsewhere)) }
    var jobs = 0
    while let job = processes.tasks.next() {
      guard processes.current?.isAlive ?? true else {
        _ = processes.tasks.discardReadyJobs()
        return
      }
      guard jobs < Self.drainJobLimit else {
        _ = processes.tasks.discardReadyJobs()
        emit(.tasksDidNotSettle(process, jobs: jobs))
        return
      }
      jobs += 1
      processes.tasks.run(job)
    }
  }

  /// Whether the thread calling is the one that drives the device.
  package var isDrivenByCurrentThread: Bool { processes.tasks.isOnOwnerThread }

  /// After a run of app code: an extension's process ends, so its unfinished tasks are reported
  /// and never finish; the main app's live on in its process.
  func settleTasks(of invocation: Invocation, lifetime: TaskLifetime, hasLiveTasks: Bool) {
    guard !invocation.isReadOnly else { return }
    if invocation.process == .mainApp {
      processes.mainApp.liveTasks.removeAll { group in
        var lifetime = group.lifetime
        return isKnownUniquelyReferenced(&lifetime)
      }
      if hasLiveTasks {
        processes.mainApp.liveTasks.append(LiveTaskGroup(lifetime: lifetime, startedAt: now))
      }
      return
    }
    let sleeping = processes.removeSleepers { $0.invocation == invocation.serial }
    guard invocation.isAlive, hasLiveTasks || !sleeping.isEmpty else { return }
    emit(.tasksPendingAtProcessEnd(invocation.process, sleepingUntil: sleeping))
  }

  // MARK: - Sleeping on the device's clock

  /// `Task.sleep` in app code: the task running now wakes after `duration` of simulated time,
  /// when `wake` runs in its process.
  ///
  /// A task of code the simulator only inspects never wakes: the inspection has no future.
  ///
  /// - Returns: the sleep's number, to cancel it.
  package func sleepCurrentTask(for duration: SimulationDuration, wake: @escaping () -> Void)
    -> Int
  {
    let number = processes.nextSleeperNumber
    processes.nextSleeperNumber += 1
    guard processes.current?.isReadOnly != true else { return number }
    let process = processes.currentProcess
    let until = now + max(duration, .zero)
    processes.sleepers[number] = TaskSleeper(
      process: process, invocation: processes.current?.serial ?? 0, cause: causes.current,
      until: until, wake: wake)
    emit(.taskSleeping(process, until: until))
    simulation.schedule(.taskWake(number: number), after: max(duration, .zero))
    return number
  }

  /// Cancels a sleep; `false` when it already woke or its process ended.
  package func cancelSleep(_ number: Int) -> Bool {
    processes.sleepers.removeValue(forKey: number) != nil
  }

  /// A sleep's time has come: the task resumes in its process, under the cause it slept in.
  func wakeTask(_ number: Int) {
    guard let sleeper = processes.sleepers.removeValue(forKey: number) else { return }
    withCause(sleeper.cause) { run(in: sleeper.process, sleeper.wake) }
  }

  // MARK: - $authorizationStatus

  /// Subscribes `receive` to the changes of the main app's `authorizationStatus`; `nil` outside
  /// the main app's process, whose status extensions never see change.
  package func subscribeToAuthorizationStatus(
    _ receive: @escaping (AuthorizationDecision) -> Void
  ) -> Int? {
    guard processes.current?.process == .mainApp, processes.mainApp.isRunning else { return nil }
    let id = processes.mainApp.nextSubscriberID
    processes.mainApp.nextSubscriberID += 1
    processes.mainApp.statusSubscribers.append((id, receive))
    return id
  }

  /// Ends a subscription; does nothing when the process that made it ended.
  package func unsubscribeFromAuthorizationStatus(_ id: Int) {
    processes.mainApp.statusSubscribers.removeAll { $0.id == id }
  }

  /// Delivers `status` to every subscriber, in subscription order, in the main app's process.
  func publishStatus(_ status: AuthorizationDecision) {
    let subscribers = processes.mainApp.statusSubscribers
    guard !subscribers.isEmpty, processes.mainApp.isRunning else { return }
    emit(.authorizationStatusPublished(status, subscribers: subscribers.count))
    let receivers = subscribers.map { subscriber in
      (id: subscriber.id, call: { subscriber.receive(status) })
    }
    callInMainApp(receivers) { id in
      self.processes.mainApp.statusSubscribers.contains { $0.id == id }
    }
  }

  /// Calls each of `receivers` in the main app's process, in order, skipping one whose
  /// registration ended meanwhile (`isRegistered` of its id) and stopping when the run ends.
  func callInMainApp(
    _ receivers: [(id: Int, call: () -> Void)], isRegistered: @escaping (Int) -> Bool
  ) {
    let deliver = {
      for receiver in receivers where self.isCurrentRunAlive && isRegistered(receiver.id) {
        receiver.call()
      }
    }
    if processes.current?.process == .mainApp {
      deliver()
    } else {
      run(in: .mainApp, deliver)
    }
  }
}

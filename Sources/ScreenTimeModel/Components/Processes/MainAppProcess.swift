/// The main app's process.
struct MainAppProcess {
  var isRunning = false
  var isForeground = false
  /// A `TokenExpiryMessage` posted and not yet received; it waits for the app to run.
  var hasPendingExpiryMessage = false
  /// Tasks that outlived the run of app code that started them.
  var liveTasks: [LiveTaskGroup] = []
  /// Subscribers to `$authorizationStatus`, in subscription order.
  var statusSubscribers: [(id: Int, receive: (AuthorizationDecision) -> Void)] = []
  var nextSubscriberID = 1
  /// The callbacks registered on the Darwin notify center, in registration order, by the
  /// notification name each observes and the observer pointer it was registered with.
  var darwinObservers: [(id: Int, name: String, observer: UInt?, receive: () -> Void)] = []
  /// The defaults the process registered (`UserDefaults.register(defaults:)`); they end with it.
  var registeredDefaults: [String: [UInt8]] = [:]
}

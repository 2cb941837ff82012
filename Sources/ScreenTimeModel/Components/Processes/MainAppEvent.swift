/// What the system tells the main app's code: the calls an ``AppUnderTestHost`` answers in the
/// main app's process.
enum MainAppEvent: Equatable {
  /// A new process starts: ``AppUnderTestHost/mainAppDidLaunch()``.
  case didLaunch
  /// The process ends: ``AppUnderTestHost/mainAppDidTerminate()``.
  case didTerminate
  /// The app comes to the foreground: ``AppUnderTestHost/mainAppDidBecomeActive()``.
  case didBecomeActive
  /// The app goes to the background: ``AppUnderTestHost/mainAppDidEnterBackground()``.
  case didEnterBackground
  /// A `TokenExpiryMessage` arrives: ``AppUnderTestHost/mainAppDidReceiveTokenExpiry()``.
  case didReceiveTokenExpiry
  /// The first unlock after a restart: ``AppUnderTestHost/mainAppProtectedDataDidBecomeAvailable()``.
  case protectedDataDidBecomeAvailable
}

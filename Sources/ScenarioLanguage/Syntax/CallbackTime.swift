import ScreenTimeModel

/// When `expect callback ... at` says the callback was delivered.
public enum CallbackTime: Sendable, Equatable {
  /// `at <clock>`: at that local time on the expectation's day.
  case clock(Clock)
  /// `at day <n> <clock>`: at that local time on day `n`.
  case day(Int, Clock)
}

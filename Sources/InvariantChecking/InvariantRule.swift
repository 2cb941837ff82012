import ScreenTimeModel

/// One invariant's judgement of the device's events, with the state it needs.
protocol InvariantRule {
  /// Judges `event`; returns the reasons of the violations it shows, usually none.
  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String]
}

import ScreenTimeModel
import SimulationEngine

/// `revocation-reselect`: after the app observed a revocation, no profile is `ready` until the
/// user picks for it again.
struct RevocationReselectRule: InvariantRule {
  private var hasObservedRevocation = false
  /// When the user last picked for each profile, since the app last observed a revocation.
  private var lastPick: [String: SimulationInstant] = [:]
  /// The profiles already reported since the last revocation.
  private var reported: Set<String> = []

  mutating func observe(_ event: SystemEvent, _ context: CheckContext) -> [String] {
    if case .revocationObserved = event.kind {
      hasObservedRevocation = true
      reported = []
      // Only a pick after this moment counts as picking again, even one at the same instant
      // earlier in the run.
      lastPick = [:]
    }
    return []
  }

  mutating func notePick(_ profile: String, at instant: SimulationInstant) {
    lastPick[profile] = instant
  }

  /// The profiles that read `ready` with no pick since the revocation, each reported once.
  mutating func check(profiles: [String], isReady: (String) -> Bool) -> [String] {
    guard hasObservedRevocation else { return [] }
    var reasons: [String] = []
    for profile in profiles where !reported.contains(profile) {
      guard lastPick[profile] == nil, isReady(profile) else { continue }
      reported.insert(profile)
      reasons.append(
        "profile '\(profile)' is ready after the app observed a revocation and before a new pick")
    }
    return reasons
  }
}

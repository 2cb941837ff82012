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

  /// The profiles of `profiles` whose state matters now: none before a revocation, and after
  /// one, those not picked again and not yet reported.
  func profilesToAsk(among profiles: [String]) -> [String] {
    guard hasObservedRevocation else { return [] }
    return profiles.filter { !reported.contains($0) && lastPick[$0] == nil }
  }

  /// The reasons to report for `ready`, profiles that read `ready` among those
  /// ``profilesToAsk(among:)`` named, each reported once.
  mutating func check(ready: [String]) -> [String] {
    var reasons: [String] = []
    for profile in ready where !reported.contains(profile) {
      reported.insert(profile)
      reasons.append(
        "profile '\(profile)' is ready after the app observed a revocation and before a new pick")
    }
    return reasons
  }
}

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

  /// The profiles to ask about: none before a revocation, else those not picked since and not
  /// yet reported.
  func candidates(_ profiles: [String]) -> [String] {
    guard hasObservedRevocation else { return [] }
    return profiles.filter { !reported.contains($0) && lastPick[$0] == nil }
  }

  /// Reports each of `readyProfiles` (candidates that read `ready`) once.
  mutating func report(readyProfiles: [String]) -> [String] {
    readyProfiles.filter { reported.insert($0).inserted }.map {
      "profile '\($0)' is ready after the app observed a revocation and before a new pick"
    }
  }
}

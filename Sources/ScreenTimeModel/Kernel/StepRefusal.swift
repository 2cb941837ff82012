/// Why the device refuses what a step asks, as `expect refused <reason>` names it.
///
/// A refusal is the device saying no, as it would to a person or an app: a feature the running
/// release lacks, a deletion child authorization protects, a setting of a store that denies it,
/// a Screen Time passcode that gates it, data the app's authorization does not give it.
public enum StepRefusal: String, CaseIterable, Sendable, Hashable {
  /// The running iOS release lacks what the step needs (data access before 26.4, a store's
  /// 26.5 members before 26.5, an error case of a later release).
  case unavailable
  /// Child authorization protects the app: the guardian must approve.
  case guardian
  /// A store's setting denies it (`denyAppRemoval`, `denyAppInstallation`).
  case store
  /// A Screen Time passcode gates it (turning an app's access off, iOS 26.4).
  case passcode
  /// The app's authorization does not cover it (`FamilyControlsError.unauthorized`).
  case unauthorized
}

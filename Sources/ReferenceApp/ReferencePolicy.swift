import ScreenTimeAPI

/// The app under test that `policy recommended` runs: the design of reference-app.md.
///
/// ```swift
/// let app = ReferencePolicy.bundle(mistakes: [.deferUnknown], member: .individual)
/// ```
public enum ReferencePolicy {
  /// The policy's name in scenario files.
  public static let name = "recommended"

  /// The reference app, with `mistakes` switched on.
  public static func bundle(
    mistakes: Set<Mistake> = [], member: FamilyControlsMember = .individual
  ) -> AppBundle {
    let configuration = ReferenceConfiguration(mistakes: mistakes, member: member)
    let suffix = mistakes.sorted().map(\.rawValue).joined(separator: ",")
    var bundle = AppBundle(
      name: suffix.isEmpty ? name : "\(name) with \(suffix)",
      mainApp: { ReferenceMainApp(configuration: configuration) },
      shieldConfiguration: { ReferenceShieldConfiguration(configuration: configuration) },
      shieldAction: { ReferenceShieldAction(configuration: configuration) },
      monitor: { ReferenceMonitor(configuration: configuration) },
      genericShield: genericShield, conventions: conventions)
    // Built with the app-and-website-usage entitlement, so a user may grant it data access.
    bundle.hasDataAccessEntitlement = true
    return bundle
  }

  /// How the reference app names its data, and which key holds only diagnostics.
  ///
  /// `profile.<profileID>` names stores, activities (with `.<weekday>` for weekly schedules),
  /// App Group keys and backend keys. Its one diagnostic key is the action extension's record
  /// of presses on unknown tokens.
  public static let conventions = ScenarioConventions(
    profileIdentifier: { ScenarioConventions.identifier(in: $0, prefix: "profile.") },
    diagnosticKeys: [SharedContainer.unmatchedKey])

  /// The shield for tokens that match no saved selection (reference-app.md §4).
  public static let genericShield = ShieldConfiguration(
    title: .init(text: "Restricted", color: .label),
    subtitle: .init(text: "This item is limited by Screen Time.", color: .secondaryLabel),
    primaryButtonLabel: .init(text: "Close", color: .white),
    primaryButtonBackgroundColor: .systemBlue)

  /// The shield of a profile: its name as the title, and a secondary button that defers.
  static func profileShield(named name: String) -> ShieldConfiguration {
    ShieldConfiguration(
      title: .init(text: name, color: .label),
      subtitle: .init(text: "Limited by your \(name) schedule.", color: .secondaryLabel),
      primaryButtonLabel: .init(text: "Close", color: .white),
      primaryButtonBackgroundColor: .systemBlue,
      secondaryButtonLabel: .init(text: "Ask again later", color: .systemBlue),
      secondaryButtonSubmenuItems: OSAvailability.isAvailable(iOS: 26, 4) ? ["Close app"] : nil)
  }
}

/// What every process of the reference app knows about how it was built.
struct ReferenceConfiguration: Sendable {
  var mistakes: Set<Mistake>
  var member: FamilyControlsMember
}

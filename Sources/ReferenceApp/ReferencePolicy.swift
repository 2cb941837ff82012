import ScreenTimeAPI
import ScreenTimeHosting

/// The app under test that `policy recommended` runs: the design of reference-app.md.
///
/// ```swift
/// let app = ReferencePolicy.bundle(mistakes: [.deferUnknown], member: .individual)
/// ```
public enum ReferencePolicy {
  /// The policy's name in scenario files.
  public static let name = "recommended"

  /// The reference app, with `mistakes` and `options` switched on.
  public static func bundle(
    mistakes: Set<Mistake> = [], member: FamilyControlsMember = .individual,
    options: Set<ReferenceOption> = []
  ) -> AppBundle {
    let configuration = ReferenceConfiguration(
      mistakes: mistakes, member: member, options: options)
    let suffix = mistakes.sorted().map(\.rawValue).joined(separator: ",")
    var bundle = AppBundle(
      name: suffix.isEmpty ? name : "\(name) with \(suffix)",
      mainApp: { ReferenceMainApp(configuration: configuration) },
      shieldConfiguration: { ReferenceShieldConfiguration(configuration: configuration) },
      shieldAction: { ReferenceShieldAction(configuration: configuration) },
      monitor: { ReferenceMonitor(configuration: configuration) },
      genericShield: genericShield, conventions: conventions, bundleIdentifier: bundleIdentifier)
    // Built with the app-and-website-usage entitlement, so a user may grant it data access.
    bundle.hasDataAccessEntitlement = true
    return bundle
  }

  /// The reference app's own bundle identifier: a scenario declares `app <alias>
  /// com.screentimesim.reference` to name the app itself.
  public static let bundleIdentifier = "com.screentimesim.reference"

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
  ///
  /// With ``ReferenceOption/secondaryOpensApp`` on iOS 26.5 and later, the secondary button
  /// opens the app instead and there is no submenu, which would keep the button from sending
  /// its action.
  static func profileShield(named name: String, options: Set<ReferenceOption> = [])
    -> ShieldConfiguration
  {
    if options.contains(.secondaryOpensApp), OSAvailability.isAvailable(iOS: 26, 5) {
      return ShieldConfiguration(
        title: .init(text: name, color: .label),
        subtitle: .init(text: "Limited by your \(name) schedule.", color: .secondaryLabel),
        primaryButtonLabel: .init(text: "Close", color: .white),
        primaryButtonBackgroundColor: .systemBlue,
        secondaryButtonLabel: .init(text: "Open Focus", color: .systemBlue))
    }
    return ShieldConfiguration(
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
  var options: Set<ReferenceOption> = []
}

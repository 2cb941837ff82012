import Foundation
import ScreenTimeAPI
import ScreenTimeModel
import SimulationEngine

/// The main app under test: what it does when the user and the system act on it.
///
/// A real app reacts to its UI and lifecycle; in the simulator, scenario steps arrive as these
/// calls, made in the main app's process with the Apple-shaped APIs available. A new process
/// gets a new instance from the bundle's factory, so anything meant to survive must be saved
/// (for example in `AppPrivateStorage`). Creating an instance must not act: the simulator
/// also creates one to read the app's saved state.
///
/// Every requirement has a default, so an app implements only the features it has. The four
/// lifecycle notifications default to doing nothing. The others stand for scenario steps
/// (``AppStep``): a step whose requirement the app left to its default fails at that step with
/// `expected the app to handle '<step>', got no implementation of ScreenTimeApp.<method>`,
/// unless the app declares the step unsupported (``AppBundle/unsupportedSteps``), which skips
/// the scenarios that use it. `Docs/your-app.md` lists every step and the method it calls.
///
/// Like a UIKit app delegate or a SwiftUI view, the app runs on the main actor, which in a
/// simulation is the simulated device's executor. Asynchronous work goes in tasks, as on a
/// device: `Task { try await AuthorizationCenter.shared.requestAuthorization(for: .individual) }`.
/// The device runs every task the app starts (`Task {}`, `async let`, task groups,
/// `Task.sleep` on the device's clock, hops to the main actor) in a fixed order: the tasks a
/// call starts run before the step that made the call ends, and a sleeping task wakes when the
/// simulation reaches its time.
@MainActor
public protocol ScreenTimeApp: AnyObject, Sendable {
  /// The app comes to the foreground (`sceneDidBecomeActive`).
  func applicationDidBecomeActive()
  /// The app goes to the background.
  func applicationDidEnterBackground()
  /// A `TokenExpiryMessage` arrived (iOS 26.5), when the app next runs after it was posted.
  func tokensDidExpire(_ message: ManagedSettingsStore.TokenExpiryMessage)
  /// Data-protected files, the App Group container among them, became readable: the first
  /// unlock after a restart, while the app's process runs
  /// (`UIApplicationDelegate.applicationProtectedDataDidBecomeAvailable(_:)`).
  func protectedDataDidBecomeAvailable()

  /// The user taps the app's button that asks for Screen Time access
  /// (`user approves authorization` and the other prompt steps).
  func userDidRequestAuthorization()
  /// The app turns its own authorization off (`app revokes authorization`).
  func revokeAuthorization()

  /// The user finished the activity picker for `profile` (`user picks`).
  func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String)
  /// The user finished the activity picker for `profile` in the app's allow-list mode: the
  /// profile is to shield every app and site except the selection (`user picks ... as
  /// allow-list`).
  func familyActivityPicker(
    didSelectAllowed selection: FamilyActivitySelection, forProfile profile: String)
  /// The user dismissed the activity picker for `profile` (`user cancels picker`).
  func familyActivityPickerDidCancel(forProfile profile: String)

  /// `user blocks <profile> now`.
  func blockNow(profile: String)
  /// `user unblocks <profile>`.
  func unblock(profile: String)
  /// `user disables <profile>`.
  func disable(profile: String)
  /// `user enables <profile>`.
  func enable(profile: String)
  /// `user deletes <profile>`.
  func delete(profile: String)

  /// `app schedules <profile> ...`: start monitoring the plan.
  func schedule(profile: String, plan: MonitoringPlan)
  /// `app stops <profile>`.
  func stopMonitoring(profile: String)
  /// `app restores <profile> from backend|appgroup`.
  func restore(profile: String, from source: SavedSelectionSource)
  /// `app syncs`.
  func sync()
  /// `app refreshes tokens`.
  func refreshTokens()
  /// `app blocks applications ...`, `app denies app removal ...` and the like: change the
  /// `application` group of the store the app keeps for `profile` with `update`.
  func updateApplicationSettings(
    forProfile profile: String, _ update: @Sendable (inout ApplicationSettings) -> Void)
  /// `app filters web ...`, `app clears web filter ...`: change the `webContent` group of the
  /// store the app keeps for `profile` with `update`.
  func updateWebContentSettings(
    forProfile profile: String, _ update: @Sendable (inout WebContentSettings) -> Void)
  /// `app sets <group> ...`, `app clears <group> ...`, `app shields ... categories ...`, `app
  /// activates|deactivates store ...`, `app deletes store ...`: apply `update` to the store the
  /// app keeps for `profile`.
  func updateStore(
    forProfile profile: String, _ update: @Sendable (ManagedSettingsStore) -> Void)
  /// `app deletes all stores`: delete every store the app has
  /// (`ManagedSettingsStore.deleteStores(ManagedSettingsStore.stores)`, iOS 26.5).
  func deleteAllStores()
  /// `app stops all monitoring`: stop every activity (`DeviceActivityCenter().stopMonitoring([])`).
  func stopAllMonitoring()
  /// `app reads activity data`: read `FamilyActivityData.shared` (iOS 26.4).
  func readActivityData()

  /// The app's own state for `profile`, read from what it saved; `nil` for a profile it does
  /// not know.
  ///
  /// Called in the main app's context on a fresh instance, without launching it, to check
  /// `expect profile`.
  func reportedStatus(ofProfile profile: String) -> ProfileReport?
  /// The selections the app saved, by profile name.
  ///
  /// Called in the main app's context on a fresh instance, to check `expect token`.
  func savedSelections() -> [String: FamilyActivitySelection]?
}

extension ScreenTimeApp {
  public func applicationDidBecomeActive() {}
  public func applicationDidEnterBackground() {}
  public func tokensDidExpire(_ message: ManagedSettingsStore.TokenExpiryMessage) {}
  public func protectedDataDidBecomeAvailable() {}
  public func userDidRequestAuthorization() {
    DefaultImplementations.reached(.requestAuthorization)
  }
  public func revokeAuthorization() { DefaultImplementations.reached(.revokeAuthorization) }
  public func familyActivityPicker(
    didSelect selection: FamilyActivitySelection, forProfile profile: String
  ) { DefaultImplementations.reached(.pick) }
  public func familyActivityPicker(
    didSelectAllowed selection: FamilyActivitySelection, forProfile profile: String
  ) { DefaultImplementations.reached(.pickAllowList) }
  public func familyActivityPickerDidCancel(forProfile profile: String) {
    DefaultImplementations.reached(.cancelPicker)
  }
  public func blockNow(profile: String) { DefaultImplementations.reached(.blockNow) }
  public func unblock(profile: String) { DefaultImplementations.reached(.unblock) }
  public func disable(profile: String) { DefaultImplementations.reached(.disable) }
  public func enable(profile: String) { DefaultImplementations.reached(.enable) }
  public func delete(profile: String) { DefaultImplementations.reached(.delete) }
  public func schedule(profile: String, plan: MonitoringPlan) {
    DefaultImplementations.reached(.schedule)
  }
  public func stopMonitoring(profile: String) { DefaultImplementations.reached(.stopMonitoring) }
  public func restore(profile: String, from source: SavedSelectionSource) {
    DefaultImplementations.reached(.restore)
  }
  public func sync() { DefaultImplementations.reached(.sync) }
  public func refreshTokens() { DefaultImplementations.reached(.refreshTokens) }
  public func updateApplicationSettings(
    forProfile profile: String, _ update: @Sendable (inout ApplicationSettings) -> Void
  ) { DefaultImplementations.reached(.applicationSettings) }
  public func updateWebContentSettings(
    forProfile profile: String, _ update: @Sendable (inout WebContentSettings) -> Void
  ) { DefaultImplementations.reached(.webContentSettings) }
  public func updateStore(
    forProfile profile: String, _ update: @Sendable (ManagedSettingsStore) -> Void
  ) { DefaultImplementations.reached(.store) }
  public func deleteAllStores() { DefaultImplementations.reached(.deleteAllStores) }
  public func stopAllMonitoring() { DefaultImplementations.reached(.stopAllMonitoring) }
  public func readActivityData() { DefaultImplementations.reached(.readActivityData) }
  public func reportedStatus(ofProfile profile: String) -> ProfileReport? {
    DefaultImplementations.reached(.reportStatus)
    return nil
  }
  public func savedSelections() -> [String: FamilyActivitySelection]? {
    DefaultImplementations.reached(.reportSelections)
    return nil
  }
}

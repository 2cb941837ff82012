import Foundation
import ScreenTimeAPI

extension ReferenceMainApp {
  // MARK: - The application and web content groups

  /// Changes the application settings of the profile's store.
  func updateApplicationSettings(
    forProfile profile: String, _ update: @Sendable (inout ApplicationSettings) -> Void
  ) {
    let store = store(for: settingsRecord(named: profile))
    var settings = store.application
    update(&settings)
    store.application = settings
  }

  /// Changes the web content settings of the profile's store.
  func updateWebContentSettings(
    forProfile profile: String, _ update: @Sendable (inout WebContentSettings) -> Void
  ) {
    let store = store(for: settingsRecord(named: profile))
    var settings = store.webContent
    update(&settings)
    store.webContent = settings
  }

  /// The profile's record, saved when the profile is new so that its store keeps one name.
  private func settingsRecord(named name: String) -> ProfileRecord {
    if let record = storage.profile(named: name) { return record }
    let record = record(named: name)
    storage.save(record)
    publishIndex()
    return record
  }
}

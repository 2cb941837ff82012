import Foundation
import ScreenTimeAPI
import ScreenTimeHosting

extension ReferenceMainApp {
  // MARK: - Restore

  /// Reads a profile's saved selection, decodes it, checks its schema and submits its shields.
  ///
  /// A read failure, a decoding failure and an unsupported schema surface three different
  /// errors, none of them token expiry. Returning normally means decoded and submitted, not
  /// enforced: whether the tokens still work shows only on the device.
  func restore(profile: String, from source: SavedSelectionSource) {
    guard let record = storage.profile(named: profile), record.state != .deleted else {
      // The app keeps no record of the profile (a reinstall emptied its container): it does not
      // know where the copy is, so it reads nothing and reports no read failure.
      Log.record("profile.missing", ["callback": "restore"])
      return
    }
    switch source {
    case .appGroup:
      finishRestore(record, SharedContainer.readSelection(of: record.profileID))
    case .backend:
      BackendClient.shared.fetch(SavedProfileSelection.key(for: record.profileID)) { result in
        switch result {
        case .success(let data?):
          do throws(SelectionLoadFailure) {
            self.finishRestore(record, .success(try SavedProfileSelection.decode(data)))
          } catch {
            self.finishRestore(record, .failure(error))
          }
        case .success(nil), .failure:
          self.finishRestore(record, .failure(.unreadable(source: "backend")))
        }
      }
    }
  }

  private func finishRestore(
    _ record: ProfileRecord, _ result: Result<SavedProfileSelection, SelectionLoadFailure>
  ) {
    switch result {
    case .success(let saved):
      var restored = storage.profile(named: record.name) ?? record
      restored.selection = saved.selection
      storage.save(restored)
      submitShields(of: restored)
    case .failure(let failure):
      if mistakes.contains(.tryEverything) {
        // The mistake: `try?` swallows the cause and the user is told the tokens expired.
        AppUserInterface.showError("tokens.expired")
        Log.record("tokens.expired", ["profile": record.profileID, "count": "0"])
        return
      }
      report(failure, for: record)
    }
  }

  /// Logs and surfaces a failure to load a saved selection under its own code.
  func report(_ failure: SelectionLoadFailure, for record: ProfileRecord, surfacing: Bool = true) {
    switch failure {
    case .unreadable(let source):
      // Only the App Group's unavailability is a diagnostic (reference-app.md §6); the backend's
      // is an error the user sees.
      if source == "appgroup" { Log.record("appgroup.unavailable", ["profile": record.profileID]) }
    case .decodeFailed(let reason):
      Log.record("selection.decode-failed", ["profile": record.profileID, "reason": reason])
    case .unsupportedSchema(let version):
      Log.record(
        "selection.schema-unsupported", ["profile": record.profileID, "version": String(version)])
    }
    if surfacing { AppUserInterface.showError(failure.code) }
  }

  // MARK: - Backend

  /// Uploads a profile's copy, or queues it while the backend cannot be reached.
  func upload(_ record: ProfileRecord) {
    guard let selection = record.selection else { return }
    let saved = SavedProfileSelection(profileID: record.profileID, selection: selection)
    let name = record.name
    BackendClient.shared.store(
      saved.encoded(), at: SavedProfileSelection.key(for: record.profileID)
    ) {
      result in
      guard var current = self.storage.profile(named: name) else { return }
      switch result {
      case .success: current.needsUpload = false
      case .failure: current.needsUpload = true
      }
      self.storage.save(current)
    }
  }

  /// Sends every queued upload.
  func pushQueuedUploads() {
    for record in storage.profiles where record.needsUpload && record.state != .deleted {
      upload(record)
    }
  }

  /// `app syncs`: pull every profile, then rewrite the App Group snapshot.
  func sync() {
    pushQueuedUploads()
    pull(surfacingErrors: true)
    publishSnapshot()
  }

  /// Fetches each profile's backend copy and adopts a selection changed elsewhere.
  func pull(surfacingErrors: Bool) {
    for record in storage.profiles where record.state != .deleted && record.selection != nil {
      let name = record.name
      BackendClient.shared.fetch(SavedProfileSelection.key(for: record.profileID)) { result in
        guard var current = self.storage.profile(named: name) else { return }
        switch result {
        case .failure:
          self.report(.unreadable(source: "backend"), for: current, surfacing: surfacingErrors)
        case .success(nil):
          current.needsUpload = true
          self.storage.save(current)
        case .success(let data?):
          do throws(SelectionLoadFailure) {
            let saved = try SavedProfileSelection.decode(data)
            guard saved.selection != current.selection, current.state == .ready else { return }
            current.selection = saved.selection
            current.revision += 1
            self.storage.save(current)
            Log.record(
              "selection.saved",
              ["profile": current.profileID, "revision": String(current.revision)])
            self.publish(current)
          } catch {
            self.report(error, for: current, surfacing: surfacingErrors)
          }
        }
      }
    }
  }
}

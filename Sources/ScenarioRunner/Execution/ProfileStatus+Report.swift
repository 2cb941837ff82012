import ScenarioLanguage
import ScreenTimeAPI
import ScreenTimeHosting

extension ProfileStatus {
  /// The status `expect profile` compares with what the app reports for a profile: ``unknown``
  /// when the app keeps no state for it.
  init(_ report: ProfileReport?) {
    switch report {
    case .ready: self = .ready
    case .needsReselection: self = .needsReselection
    case .disabled: self = .disabled
    case .deleted: self = .deleted
    case nil: self = .unknown
    }
  }
}

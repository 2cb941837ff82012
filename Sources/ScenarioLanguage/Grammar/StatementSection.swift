/// The part of the language a statement belongs to, as the spec's sections divide it.
package enum StatementSection: String, CaseIterable, Sendable {
  case header
  case authorization
  case mainApp
  /// The store's settings groups other than `shield`, `application` and `webContent`, which
  /// the device keeps and reads back but which change nothing it does.
  case settingsGroups
  case device
  case system
  case storage
  case expectations

  /// The section's heading.
  package var title: String {
    switch self {
    case .header: "Header"
    case .authorization: "Authorization"
    case .mainApp: "The main app and profiles"
    case .settingsGroups: "Settings groups"
    case .device: "Using the device"
    case .system: "System behaviour and faults"
    case .storage: "Storage and network"
    case .expectations: "Expectations"
    }
  }
}

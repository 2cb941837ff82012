import ScreenTimeModel
import SimulationEngine

/// Where a copy of a saved selection lives.
public enum StorageLocation: String, Sendable, Equatable, CaseIterable {
  case backend
  case appgroup
}

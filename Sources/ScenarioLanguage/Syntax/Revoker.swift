import ScreenTimeModel
import SimulationEngine

/// Who turns authorization off.
public enum Revoker: String, Sendable, Equatable, CaseIterable {
  case user
  case guardian
  case app
}

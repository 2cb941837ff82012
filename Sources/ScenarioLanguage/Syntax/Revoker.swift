import ScreenTimeModel
import SimulationEngine

/// Who turns authorization off in Settings, outside the app.
public enum Revoker: String, Sendable, Equatable, CaseIterable {
  case user
  case guardian

}

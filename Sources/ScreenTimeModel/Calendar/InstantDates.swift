import Foundation
import SimulationEngine

extension SimulationInstant {
  /// The instant as Foundation's `Date`: the simulated clock counts milliseconds since 1970.
  package var date: Date {
    Date(timeIntervalSince1970: Double(millisecondsSinceOrigin) / 1_000)
  }

  /// The instant of `date`, to the nearest millisecond.
  package init(_ date: Date) {
    self.init(millisecondsSinceOrigin: Int64((date.timeIntervalSince1970 * 1_000).rounded()))
  }
}

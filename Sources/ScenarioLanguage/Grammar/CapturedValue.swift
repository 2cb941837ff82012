import InvariantChecking
import ScreenTimeModel
import SimulationEngine

/// A value a pattern element captured from a statement.
package enum CapturedValue: Sendable {
  /// A chosen word, or a word taken as is (an alias, a bundle identifier, a code).
  case word(String)
  /// A quoted string's contents.
  case string(String)
  /// An optional group that was given.
  case present
  case names([String])
  case item(ItemReference)
  case items([ItemReference])
  case duration(SimulationDuration)
  case clock(Clock)
  case clockRange(Clock, Clock)
  case weekdays([Weekday])
  case integer(Int)
  case seed(UInt64)
  case size(Int)
  case date(CivilDate)
  case timeZone(DeviceTimeZone)
  case systemVersion(SystemVersion)
  case systemVersions(SystemVersionSet)
  case callback(MonitorCallback)
  case familyControlsError(FamilyControlsErrorCode)
  case invariant(Invariant)
  /// Mistake names, each one the policy catalog declares.
  case mistakes([String])
  case option(ModelOptionSpecification, ModelOptionSpecification.Value)
  case fields([DiagnosticField])
  /// The groups of a repeated element, in order.
  case groups([Captures])
}

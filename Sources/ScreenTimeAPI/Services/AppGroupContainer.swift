import Foundation
import ScreenTimeModel
import SimulationEngine

/// The App Group container shared by the main app and its extensions.
///
/// The simulator's stand-in for `UserDefaults(suiteName:)` on the group: one value per key, and
/// a single write is atomic. The shield configuration extension may read but not write it, and
/// after a reboot it is unreadable until the first unlock.
public final class AppGroupContainer: Sendable {
  /// The app's group container.
  public static let shared = AppGroupContainer()

  private init() {}

  /// Why an access failed.
  public enum AccessError: Error, Equatable, Sendable {
    /// The container cannot be read now (before the first unlock after a reboot, or the
    /// process was killed).
    case unavailable
    /// This process may not write the container.
    case notPermitted
  }

  /// The value at `key`, or `nil` when there is none.
  public func data(forKey key: String) throws(AccessError) -> Data? {
    do {
      return try Simulator.device.appGroupValue(forKey: key).map { Data($0) }
    } catch {
      throw .unavailable
    }
  }

  /// Stores `data` at `key`, or removes the value when `data` is `nil`.
  public func set(_ data: Data?, forKey key: String) throws(AccessError) {
    do {
      try Simulator.device.setAppGroupValue(data.map { [UInt8]($0) }, forKey: key)
    } catch {
      throw error == .notPermitted ? .notPermitted : .unavailable
    }
  }

  /// The keys that hold a value, sorted; empty while the container is unreadable.
  public var keys: [String] { Simulator.device.appGroupKeys }
}

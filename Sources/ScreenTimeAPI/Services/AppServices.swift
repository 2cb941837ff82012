import Foundation
import ScreenTimeModel
import SimulationEngine

/// The app's diagnostics channel: where it logs what it observed, for support and for tests.
///
/// The simulator's stand-in for `os_log` or a crash reporter. The simulator adds the OS version
/// and build, the app's version and the time to every record; `expect diagnostic` checks them.
public enum AppDiagnostics {
  /// Writes one record with `code` and `fields`, in order.
  public static func record(_ code: String, _ fields: KeyValuePairs<String, String> = [:]) {
    Simulator.device.logDiagnostic(code, fields: fields.map { (key: $0.key, value: $0.value) })
  }
}

/// What the main app shows its user.
public enum AppUserInterface {
  /// Shows the user an error with `code`, for example `selection.decode-failed`.
  ///
  /// The simulator's stand-in for presenting an alert; `expect error` checks these.
  public static func showError(_ code: String) {
    Simulator.device.surfaceError(code)
  }
}

/// The main app's private storage, which survives relaunches and reboots.
///
/// The simulator's stand-in for `UserDefaults.standard`; extensions cannot read it.
public final class AppPrivateStorage: Sendable {
  /// The main app's storage.
  public static let standard = AppPrivateStorage()

  private init() {}

  /// The value at `key`.
  public func data(forKey key: String) -> Data? {
    Simulator.device.privateValue(forKey: key).map { Data($0) }
  }

  /// Stores `data` at `key`, or removes the value when `data` is `nil`.
  public func set(_ data: Data?, forKey key: String) {
    Simulator.device.setPrivateValue(data.map { [UInt8]($0) }, forKey: key)
  }

  /// The keys that hold a value, sorted.
  public var keys: [String] { Simulator.device.privateKeys }
}

/// Ends the current process as a crash would.
///
/// A real crash (a force unwrap of `nil`, `fatalError`) would end the whole simulator, so app
/// code in the simulator marks the point of a crash with this call and returns. From then on
/// the process has no effect: writes are dropped, its result is discarded, and the simulator
/// records a `no-crash` violation.
public enum SimulatedCrash {
  /// Crashes the current process with `message`.
  public static func crash(_ message: String) {
    Simulator.device.crashCurrentProcess(message)
  }
}

import Foundation
import ScreenTimeModel
import SimulationEngine

/// Random values for app code, drawn from the scenario's seed.
///
/// The simulator's stand-in for `UUID()` and system randomness, which would make runs differ.
public enum DeviceRandom {
  /// A version-4 UUID drawn from the scenario's seed.
  public static func uuid() -> UUID {
    let bytes = Simulator.device.randomBytes(count: 16)
    var value = bytes
    value[6] = (value[6] & 0x0F) | 0x40
    value[8] = (value[8] & 0x3F) | 0x80
    return UUID(
      uuid: (
        value[0], value[1], value[2], value[3], value[4], value[5], value[6], value[7], value[8],
        value[9], value[10], value[11], value[12], value[13], value[14], value[15]
      ))
  }
}

import SimulationEngine
import Synchronization

/// The emptied event-queue storage of devices that are gone, for the next devices to reuse.
///
/// A device's queue holds a ring of ``EventQueue/windowSize`` buckets, which costs more to build
/// and free than a short run's events do; exploring runs thousands of one-day stories a second
/// on each core. A device hands its storage back when it is freed and a new device takes one if
/// any is spare, so each thread that runs devices one after another keeps reusing one ring.
/// Reused storage is empty: a queue built on it behaves as one built afresh.
enum SpareQueueStorage {
  /// The most storages kept: enough for every thread that runs devices at once.
  static let limit = 16

  private static let spares = Mutex<[EventQueue<DeviceEvent>.Storage]>([])

  /// A spare storage, if one is left.
  static func take() -> EventQueue<DeviceEvent>.Storage? {
    spares.withLock { $0.popLast() }
  }

  /// Keeps `storage` for a later device, unless ``limit`` are kept already.
  static func give(_ storage: EventQueue<DeviceEvent>.Storage) {
    spares.withLock { spares in
      if spares.count < limit { spares.append(storage) }
    }
  }
}

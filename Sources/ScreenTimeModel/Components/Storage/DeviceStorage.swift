/// Where app data lives: the App Group container, the main app's own container, and the
/// app's backend across the network.
struct DeviceStorage: Sendable {
  /// The App Group container shared by the main app and its extensions.
  var appGroup = BlobStore()
  /// Whether the App Group can be read: not between a restart and the first unlock.
  var isAppGroupReadable = true
  /// The main app's private container (`UserDefaults.standard`); it survives restarts.
  var privateContainer: [String: [UInt8]] = [:]
  /// Each extension's own container, by extension; like the main app's, it survives restarts.
  var extensionContainers: [ProcessKind: [String: [UInt8]]] = [:]
  /// The app's server.
  var backend = BlobStore()
}

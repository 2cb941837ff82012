import Foundation
import ScreenTimeAPI
import ScreenTimeModel

/// Where a file path of app code lies on the simulated device.
///
/// The App Group container is at `/private/var/mobile/Containers/Shared/AppGroup/<group>`
/// (`containerURL(forSecurityApplicationGroupIdentifier:)`), and each process's own container
/// (its `Documents`, `Library` and `tmp`) at `/private/var/mobile/Containers/Data/Application/app`
/// for the main app and `…/Data/PluginKitPlugin/<extension>` for an extension. A file in one of
/// them is the value of that container at the key `/` followed by its path inside it, so
/// `<group>/Library/rules.json` is the App Group's `/Library/rules.json`; every group the app
/// names is the one App Group container of the simulated device. Another process's container
/// is out of the sandbox. Any other path is the host's.
enum ContainerLocation: Equatable {
  /// A path in the App Group container: `/` and its path inside it (`/` for the container).
  case appGroup(key: String)
  /// A path in the running process's own container.
  case ownContainer(key: String)
  /// A path in a container this process may not open.
  case outsideSandbox

  static let containers = "/private/var/mobile/Containers/"
  static let appGroupRoot = containers + "Shared/AppGroup/"

  /// The root of `process`'s own container.
  static func ownRoot(of process: ProcessKind) -> String {
    process == .mainApp
      ? containers + "Data/Application/app"
      : containers + "Data/PluginKitPlugin/\(process.rawValue)"
  }

  /// The location of `path` for the running process, or `nil` for a path of the host.
  init?(path: String, process: ProcessKind) {
    var path = (path as NSString).standardizingPath
    if path.hasPrefix("/var/mobile/") { path = "/private" + path }
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    guard path.hasPrefix(Self.containers) || path + "/" == Self.containers else { return nil }
    if path.hasPrefix(Self.appGroupRoot) {
      let inside = path.dropFirst(Self.appGroupRoot.count)
      guard let slash = inside.firstIndex(of: "/") else {
        self = .appGroup(key: "/")
        return
      }
      self = .appGroup(key: String(inside[slash...]))
      return
    }
    let root = Self.ownRoot(of: process)
    if path == root {
      self = .ownContainer(key: "/")
    } else if path.hasPrefix(root + "/") {
      self = .ownContainer(key: String(path.dropFirst(root.count)))
    } else {
      self = .outsideSandbox
    }
  }

  /// The location of `url`, or `nil` for a URL that is not a file of a simulated container.
  init?(url: URL, process: ProcessKind) {
    guard url.isFileURL else { return nil }
    self.init(path: url.path, process: process)
  }

  /// The folders every container has from the start, by their keys.
  var standardFolders: Set<String> {
    switch self {
    case .appGroup: ["/", "/Library", "/Library/Caches", "/Library/Preferences"]
    case .ownContainer:
      [
        "/", "/Documents", "/Library", "/Library/Application Support", "/Library/Caches",
        "/Library/Preferences", "/tmp",
      ]
    case .outsideSandbox: []
    }
  }
}

import Foundation

/// Finds scenario files: paths as given, folders searched recursively for `*.scenario`.
///
/// Entries whose names start with `.` are skipped, and symbolic links to folders are not
/// followed (links to files are), so a search always ends. A file named on the command line is
/// taken whatever its extension.
enum ScenarioFiles {
  /// The files at `paths`, sorted, without repeats.
  static func find(_ paths: [String]) throws(ScenarioLoadError) -> [String] {
    var found: Set<String> = []
    for path in paths {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
        throw .noSuchPath(path)
      }
      if isFolder.boolValue {
        let files = try search(path)
        if files.isEmpty { throw .noScenarioFiles(path) }
        found.formUnion(files)
      } else {
        found.insert(path)
      }
    }
    return found.sorted()
  }

  private static func search(_ folder: String) throws(ScenarioLoadError) -> [String] {
    let manager = FileManager.default
    guard let names = try? manager.contentsOfDirectory(atPath: folder) else {
      throw .unreadable(folder)
    }
    var files: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
      let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
      let type = (try? manager.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
      if isFolder.boolValue {
        if type != .typeSymbolicLink { files += try search(path) }
      } else if name.hasSuffix(".scenario") {
        files.append(path)
      }
    }
    return files
  }
}

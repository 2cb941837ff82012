import Foundation

/// Headless Chromium run as a separate process, to look at pages the way a reader's browser
/// does: a screenshot, and the document after its scripts ran.
struct Chromium {
  struct Failure: Error, CustomStringConvertible {
    let description: String
  }

  /// The `chromium` executable on the search path, if installed.
  static let executable: String? = {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    for folder in path.split(separator: ":") {
      let candidate = "\(folder)/chromium"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }()

  static var isInstalled: Bool { executable != nil }

  /// A scratch folder for pages, pictures and browser profiles, removed by `removeFolder()`.
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("timeline-browser-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }

  /// Writes `html` to the scratch folder as `name`.
  func write(_ html: String, named name: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try Data(html.utf8).write(to: url)
    return url
  }

  /// The PNG screenshot of `page` in a window `width` by `height`.
  func screenshot(_ page: URL, width: Int = 1280, height: Int = 1000) throws -> [UInt8] {
    let picture = page.deletingPathExtension().appendingPathExtension("png")
    _ = try run([
      "--screenshot=\(picture.path)", "--window-size=\(width),\(height)", "--hide-scrollbars",
      page.absoluteString,
    ])
    guard let data = FileManager.default.contents(atPath: picture.path) else {
      throw Failure(description: "chromium wrote no screenshot for \(page.lastPathComponent)")
    }
    return [UInt8](data)
  }

  /// The document of `page` serialized after its scripts ran and it was drawn.
  ///
  /// With a budget of virtual time and every compositor stage run before a frame is drawn,
  /// Chromium runs the page's animation frames before it serializes the document, also on a
  /// loaded machine; `performance.now()` still reads the real clock.
  func dumpDOM(_ page: URL) throws -> String {
    try run([
      "--virtual-time-budget=5000", "--run-all-compositor-stages-before-draw", "--dump-dom",
      page.absoluteString,
    ])
  }

  /// Runs Chromium headless with `arguments` and its own profile, and returns its standard
  /// output; fails when it exits with an error or takes more than a minute.
  private func run(_ arguments: [String]) throws -> String {
    guard let executable = Self.executable else {
      throw Failure(description: "chromium is not installed")
    }
    let profile = folder.appendingPathComponent("profile-\(UUID().uuidString)")
    let output = folder.appendingPathComponent("stdout-\(UUID().uuidString)")
    guard FileManager.default.createFile(atPath: output.path, contents: nil) else {
      throw Failure(description: "cannot create \(output.path)")
    }
    let handle = try FileHandle(forWritingTo: output)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    // No sandbox: the pages are the test's own files, and CI runs as root, where the sandbox
    // cannot start.
    process.arguments =
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--no-default-browser-check", "--user-data-dir=\(profile.path)",
      ] + arguments
    process.standardOutput = handle
    process.standardError = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(60)
    while process.isRunning && Date() < deadline {
      Thread.sleep(forTimeInterval: 0.05)
    }
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
      throw Failure(description: "chromium took more than a minute: \(arguments)")
    }
    guard process.terminationStatus == 0 else {
      throw Failure(description: "chromium exited with status \(process.terminationStatus)")
    }
    return String(
      decoding: FileManager.default.contents(atPath: output.path) ?? Data(), as: UTF8.self)
  }
}

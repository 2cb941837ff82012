import Foundation
import Testing

/// The C module behind SHA-256's processor instructions compiles for every platform a team builds on.
///
/// Every warning is an error. On x86-64 it uses the SHA extensions; on the arm64 platforms it
/// reports no instructions and the Swift rounds hash. This machine has no Apple SDK, so the file
/// is compiled freestanding, against the compiler's own headers.
struct SHA256InstructionsBuildTests {
  static let source = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/SHA256Instructions")

  /// The first `clang` on `PATH`, or the one beside the first `swift` (a toolchain has both:
  /// the package's C module is built with it).
  static var clang: String? {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    let manager = FileManager.default
    if let clang = folders.map({ "\($0)/clang" }).first(where: manager.isExecutableFile) {
      return clang
    }
    guard let swift = folders.map({ "\($0)/swift" }).first(where: manager.isExecutableFile)
    else { return nil }
    let folder = URL(fileURLWithPath: swift).resolvingSymlinksInPath().deletingLastPathComponent()
    let clang = folder.appendingPathComponent("clang").path
    return manager.isExecutableFile(atPath: clang) ? clang : nil
  }

  @Test(arguments: [
    "x86_64-unknown-linux-gnu", "x86_64-apple-macos15", "arm64-apple-macos15", "arm64-apple-ios18",
    "aarch64-unknown-linux-gnu",
  ])
  func theModuleCompilesFor(target: String) throws {
    let clang = try #require(Self.clang, "no clang on PATH")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("sha256-\(target)-\(ProcessInfo.processInfo.processIdentifier).o")
    defer { try? FileManager.default.removeItem(at: output) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: clang)
    process.arguments = [
      "-target", target, "-ffreestanding", "-O2", "-Wall", "-Wextra", "-Werror",
      "-I", Self.source.appendingPathComponent("include").path, "-c",
      Self.source.appendingPathComponent("sha256_instructions.c").path, "-o", output.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    try process.run()
    let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(message)")
    #expect(FileManager.default.fileExists(atPath: output.path))
  }
}

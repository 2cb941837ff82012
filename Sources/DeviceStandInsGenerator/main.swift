import Foundation

// Writes the stand-ins file of the `DeviceStandIns` plugin to the path it is given, unless the
// file already holds them, so that a module is recompiled only when they change.
let arguments = CommandLine.arguments
guard arguments.count == 2 else {
  FileHandle.standardError.write(Data("usage: DeviceStandInsGenerator OUTPUT\n".utf8))
  exit(64)
}
let output = URL(fileURLWithPath: arguments[1])
let text = Data(StandInsSource.text.utf8)
if (try? Data(contentsOf: output)) != text {
  do {
    try FileManager.default.createDirectory(
      at: output.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: output, options: .atomic)
  } catch {
    FileHandle.standardError.write(Data("error: cannot write \(output.path): \(error)\n".utf8))
    exit(74)
  }
}

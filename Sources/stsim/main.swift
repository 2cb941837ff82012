import Foundation
import StsimCLI

let console = Console(
  writeOutput: { FileHandle.standardOutput.write(Data($0.utf8)) },
  writeError: { FileHandle.standardError.write(Data($0.utf8)) })
exit(Stsim.main(arguments: Array(CommandLine.arguments.dropFirst()), console: console).rawValue)

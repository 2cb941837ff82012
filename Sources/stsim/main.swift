import Foundation
import StsimCLI

let streams = StandardStreams()
let status = Stsim.main(rawArguments: StandardStreams.processArguments, console: streams.console)
exit(streams.exitStatus(after: status).rawValue)

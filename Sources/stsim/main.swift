import ScenarioRunner
import StsimCLI

// The reference app alone; the same program serves as its own worker process.
Stsim.main(apps: [PolicyEntry]())

import Focus
import StsimCLI

Stsim.main(apps: [FocusApp.entry])

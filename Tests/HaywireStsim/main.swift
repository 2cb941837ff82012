import HaywireApp
import StsimCLI

Stsim.main(apps: [HaywireApp.entry])

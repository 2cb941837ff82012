import BedtimeApp
import StsimCLI

Stsim.main(apps: [BedtimeApp.entry])

// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ScreenTimeSim",
  products: [
    .executable(name: "stsim", targets: ["stsim"]),
    .library(
      name: "ScreenTimeSimulator",
      targets: [
        "SimulationEngine", "ScreenTimeModel", "InvariantChecking", "ScreenTimeAPI", "ReferenceApp",
        "ScenarioLanguage", "TimelineRendering",
      ]
    ),
    .library(name: "ScenarioTesting", targets: ["ScenarioTesting"]),
  ],
  targets: [
    .target(name: "SimulationEngine"),
    .target(name: "ScreenTimeModel", dependencies: ["SimulationEngine"]),
    .target(name: "InvariantChecking", dependencies: ["ScreenTimeModel", "SimulationEngine"]),
    .target(name: "ScreenTimeAPI", dependencies: ["ScreenTimeModel"]),
    .target(name: "ReferenceApp", dependencies: ["ScreenTimeAPI"]),
    .target(
      name: "ScenarioLanguage",
      dependencies: [
        "SimulationEngine", "ScreenTimeModel", "InvariantChecking", "ScreenTimeAPI", "ReferenceApp",
        "TimelineRendering",
      ]
    ),
    .target(
      name: "StsimCLI", dependencies: ["ScenarioLanguage", "ReferenceApp", "SimulationEngine"]),
    .executableTarget(name: "stsim", dependencies: ["StsimCLI"]),
    .target(name: "TimelineRendering"),
    .target(name: "_SimulatorTestSupport", dependencies: ["ScenarioLanguage"]),
    .target(name: "ScenarioTesting", dependencies: ["ScenarioLanguage", "ScreenTimeAPI"]),

    .testTarget(
      name: "SimulationEngineTests", dependencies: ["SimulationEngine", "_SimulatorTestSupport"]),
    .testTarget(
      name: "ScreenTimeModelTests", dependencies: ["ScreenTimeModel", "_SimulatorTestSupport"]),
    .testTarget(name: "InvariantCheckingTests", dependencies: ["InvariantChecking"]),
    .testTarget(
      name: "ScreenTimeAPITests", dependencies: ["ScreenTimeAPI", "_SimulatorTestSupport"]),
    .testTarget(
      name: "ReferenceAppTests", dependencies: ["ReferenceApp", "_SimulatorTestSupport"]),
    .testTarget(
      name: "ScenarioLanguageTests",
      dependencies: [
        "ScenarioLanguage", "InvariantChecking", "TimelineRendering", "_SimulatorTestSupport",
      ],
      exclude: ["Malformed", "Traces"]
    ),
    .testTarget(
      name: "ScenarioTestingTests", dependencies: ["ScenarioTesting", "ScenarioLanguage"],
      exclude: ["Scenarios"]),
    .testTarget(name: "StsimCLITests", dependencies: ["StsimCLI", "_SimulatorTestSupport"]),
    .testTarget(
      name: "TimelineRenderingTests",
      dependencies: [
        "TimelineRendering", "ScenarioLanguage", "ReferenceApp", "_SimulatorTestSupport",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "ScenarioRegressionTests",
      dependencies: [
        "ScenarioLanguage", "InvariantChecking", "ScreenTimeAPI", "ReferenceApp",
        "_SimulatorTestSupport",
      ],
      exclude: ["FocusApp/focus.scenario", "ConformanceApp/Scenarios", "Golden"]
    ),
  ]
)

for target in package.targets {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  settings.append(.treatAllWarnings(as: .error))
  target.swiftSettings = settings
}

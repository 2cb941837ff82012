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
        "ScenarioLanguage", "ReferenceCatalog", "TimelineRendering",
      ]
    ),
    .library(name: "ScenarioTesting", targets: ["ScenarioTesting"]),
    .library(name: "StsimCLI", targets: ["StsimCLI"]),
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
        "SimulationEngine", "ScreenTimeModel", "InvariantChecking", "ScreenTimeAPI",
        "TimelineRendering",
      ]
    ),
    .target(
      name: "ReferenceCatalog",
      dependencies: ["ReferenceApp", "ScenarioLanguage", "ScreenTimeAPI", "ScreenTimeModel"]),
    .target(name: "ScenarioLanguageServer", dependencies: ["ScenarioLanguage"]),
    .target(
      name: "StsimCLI",
      dependencies: [
        "ScenarioLanguage", "ScenarioLanguageServer", "ReferenceCatalog", "ScreenTimeAPI", "ScreenTimeModel",
        "SimulationEngine",
      ]),
    .executableTarget(name: "stsim", dependencies: ["StsimCLI"]),
    .target(name: "TimelineRendering"),
    .target(name: "_SimulatorTestSupport", dependencies: ["ScenarioLanguage"]),
    .target(
      name: "ScenarioTesting",
      dependencies: ["ScenarioLanguage", "ScreenTimeAPI", "ReferenceCatalog"]),

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
        "ScenarioLanguage", "ReferenceCatalog", "InvariantChecking", "TimelineRendering",
        "_SimulatorTestSupport",
      ],
      exclude: ["Malformed", "Traces"]
    ),
    .testTarget(
      name: "ScenarioTestingTests",
      dependencies: ["ScenarioTesting", "ScenarioLanguage", "ReferenceCatalog", "ScreenTimeAPI"],
      exclude: ["Scenarios"]),
    .testTarget(
      name: "ScenarioLanguageServerTests",
      dependencies: [
        "ScenarioLanguageServer", "ScenarioLanguage", "ReferenceCatalog", "_SimulatorTestSupport",
      ]),
    .testTarget(
      name: "StsimCLITests",
      dependencies: [
        "StsimCLI", "ScenarioLanguage", "ScenarioLanguageServer", "ScreenTimeAPI", "ReferenceCatalog",
        "_SimulatorTestSupport",
      ],
      exclude: ["Editor/lsp-session.lua", "Editor/config-session.lua"]),
    .testTarget(
      name: "TimelineRenderingTests",
      dependencies: [
        "TimelineRendering", "ScenarioLanguage", "ReferenceApp", "ReferenceCatalog",
        "_SimulatorTestSupport",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "ScenarioRegressionTests",
      dependencies: [
        "ScenarioLanguage", "InvariantChecking", "ScreenTimeAPI", "ReferenceApp",
        "ReferenceCatalog",
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

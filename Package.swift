// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "ScreenTimeSim",
  // Synchronization's Mutex and the task executors that run app code deterministically need
  // macOS 15 and iOS 18; iOS is for a team's Xcode test target that links ScenarioTesting.
  platforms: [.macOS(.v15), .iOS(.v18)],
  products: [
    .executable(name: "stsim", targets: ["stsim"]),
    .library(
      name: "ScreenTimeSimulator",
      targets: [
        "SimulationEngine", "ScreenTimeModel", "InvariantChecking", "ScreenTimeAPI",
        "ScreenTimeHosting", "ReferenceApp", "ScenarioLanguage", "ScenarioRunner",
        "ScenarioExplorer", "ScenarioReports", "ReferenceCatalog", "TimelineRendering",
        "SimulatedFoundation", "ScenarioWorkers", "BehaviourCoverage", "FoundationStandIns",
      ]
    ),
    .library(name: "ScenarioTesting", targets: ["ScenarioTesting"]),
    .library(name: "StsimCLI", targets: ["StsimCLI"]),
    .plugin(name: "DeviceStandIns", targets: ["DeviceStandIns"]),
  ],
  targets: [
    // SHA-256 blocks compressed with the processor's SHA instructions, where it has them.
    .target(name: "SHA256Instructions"),
    .target(name: "SimulationEngine", dependencies: ["SHA256Instructions"]),
    .target(name: "SimulationBenchmarks", dependencies: ["SimulationEngine"]),
    .target(name: "ScreenTimeModel", dependencies: ["SimulationEngine"]),
    .target(name: "InvariantChecking", dependencies: ["ScreenTimeModel", "SimulationEngine"]),
    // Foundation's names that Linux's Foundation lacks, re-exported by ScreenTimeAPI and by the
    // file the DeviceStandIns plugin adds, so that every file of an app's module sees them.
    .target(name: "FoundationStandIns", dependencies: ["ScreenTimeModel"]),
    .target(name: "ScreenTimeAPI", dependencies: ["FoundationStandIns", "ScreenTimeModel"]),
    // Behaviour coverage: the device situations a run reaches, generated from the model.
    .target(name: "BehaviourCoverage", dependencies: ["ScreenTimeModel", "SimulationEngine"]),
    // The harness contract: how the simulator hosts an app (AppBundle, ScreenTimeApp, the plans
    // and reports its steps pass), apart from Apple's names in ScreenTimeAPI.
    .target(
      name: "ScreenTimeHosting",
      dependencies: ["ScreenTimeAPI", "ScreenTimeModel", "SimulationEngine"]),
    .target(name: "ReferenceApp", dependencies: ["ScreenTimeAPI", "ScreenTimeHosting"]),
    .target(
      name: "SimulatedFoundation",
      dependencies: ["FoundationStandIns", "ScreenTimeAPI", "ScreenTimeModel"]),
    .executableTarget(name: "DeviceStandInsGenerator"),
    .plugin(
      name: "DeviceStandIns", capability: .buildTool(), dependencies: ["DeviceStandInsGenerator"]),
    .target(
      name: "ScenarioLanguage",
      dependencies: ["SimulationEngine", "ScreenTimeModel", "InvariantChecking"]),
    .target(
      name: "ScenarioRunner",
      dependencies: [
        "ScenarioLanguage", "SimulationEngine", "ScreenTimeModel", "InvariantChecking",
        "ScreenTimeAPI", "ScreenTimeHosting", "TimelineRendering", "BehaviourCoverage",
      ]),
    // Worker processes that run a team's code, so that a trap, a runaway loop or a hog ends
    // only its simulated process.
    .target(
      name: "ScenarioWorkers",
      dependencies: [
        "ScenarioRunner", "ScenarioLanguage", "SimulationEngine", "ScreenTimeModel",
        "InvariantChecking", "TimelineRendering", "BehaviourCoverage",
      ]),
    .target(
      name: "ScenarioExplorer",
      dependencies: [
        "ScenarioRunner", "ScenarioLanguage", "SimulationEngine", "ScreenTimeModel",
        "InvariantChecking", "ScreenTimeAPI", "ScreenTimeHosting", "TimelineRendering",
        "ScenarioWorkers", "BehaviourCoverage",
      ]),
    .target(
      name: "ScenarioReports",
      dependencies: [
        "ScenarioRunner", "ScenarioExplorer", "ScenarioLanguage", "SimulationEngine",
        "ScreenTimeModel", "InvariantChecking", "TimelineRendering", "BehaviourCoverage",
      ]),
    .target(
      name: "ReferenceCatalog",
      dependencies: [
        "ReferenceApp", "ScenarioLanguage", "ScenarioRunner", "ScenarioExplorer", "ScreenTimeAPI",
        "ScreenTimeHosting",
        "ScreenTimeModel",
      ]),
    .target(name: "ScenarioLanguageServer", dependencies: ["ScenarioLanguage"]),
    .target(
      name: "StsimCLI",
      dependencies: [
        "ScenarioLanguage", "ScenarioLanguageServer", "ScenarioRunner", "ScenarioExplorer",
        "ScenarioReports", "ReferenceCatalog", "ScreenTimeAPI", "ScreenTimeHosting",
        "ScreenTimeModel", "SimulationEngine", "SimulationBenchmarks", "ScenarioWorkers",
        "BehaviourCoverage",
      ]),
    .executableTarget(name: "stsim", dependencies: ["StsimCLI"]),
    .target(name: "TimelineRendering"),
    .target(name: "_SimulatorTestSupport", dependencies: ["ScenarioLanguage"]),
    .target(
      name: "ScenarioTesting",
      dependencies: [
        "ScenarioLanguage", "ScenarioRunner", "ScreenTimeAPI", "ScreenTimeHosting",
        "ReferenceCatalog", "ScenarioWorkers", "BehaviourCoverage", "ScenarioReports",
      ]),

    // An app written as real ones are, compiled with the stand-ins, and its own `stsim`.
    .target(
      name: "BedtimeApp",
      dependencies: [
        "ScreenTimeAPI", "ScreenTimeHosting", "SimulatedFoundation", "ScenarioRunner",
      ],
      path: "Tests/BedtimeApp", swiftSettings: [.defaultIsolation(MainActor.self)],
      plugins: ["DeviceStandIns"]),
    .executableTarget(
      name: "bedtime-stsim", dependencies: ["BedtimeApp", "StsimCLI"], path: "Tests/BedtimeStsim"),

    // An app whose code traps, loops, recurses, hogs memory and misuses DispatchQueue, and its
    // own `stsim`, whose workers end only the simulated process it happens in.
    .target(
      name: "HaywireApp",
      dependencies: ["ScreenTimeAPI", "ScreenTimeHosting", "ScenarioRunner", "ReferenceApp"],
      path: "Tests/HaywireApp"),
    .executableTarget(
      name: "haywire-stsim", dependencies: ["HaywireApp", "StsimCLI"], path: "Tests/HaywireStsim"),

    .testTarget(
      name: "SimulationBenchmarksTests", dependencies: ["SimulationBenchmarks", "SimulationEngine"]),
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
        "ScenarioLanguage", "InvariantChecking", "ScreenTimeModel", "SimulationEngine",
        "_SimulatorTestSupport",
      ],
      exclude: ["Malformed"]
    ),
    .testTarget(
      name: "ScenarioRunnerTests",
      dependencies: [
        "ScenarioRunner", "ScenarioLanguage", "ReferenceCatalog", "ReferenceApp",
        "InvariantChecking",
        "ScreenTimeAPI", "ScreenTimeHosting", "ScreenTimeModel", "SimulationEngine",
        "TimelineRendering", "BehaviourCoverage",
        "_SimulatorTestSupport",
      ],
      exclude: ["Traces"]
    ),
    .testTarget(
      name: "ScenarioExplorerTests",
      dependencies: [
        "ScenarioExplorer", "ScenarioRunner", "ScenarioReports", "ScenarioLanguage",
        "ReferenceCatalog",
        "ReferenceApp", "InvariantChecking", "ScreenTimeModel", "SimulationEngine",
        "ScreenTimeAPI", "ScreenTimeHosting", "BedtimeApp", "BehaviourCoverage",
        "_SimulatorTestSupport",
      ]
    ),
    .testTarget(
      name: "ScenarioReportsTests",
      dependencies: [
        "ScenarioReports", "ScenarioRunner", "ScenarioExplorer", "ScenarioLanguage",
        "InvariantChecking", "ScreenTimeModel", "SimulationEngine", "TimelineRendering",
        "BehaviourCoverage", "_SimulatorTestSupport",
      ]
    ),
    .testTarget(
      name: "ScenarioTestingTests",
      dependencies: [
        "ScenarioTesting", "ScenarioLanguage", "ScenarioRunner", "ScenarioExplorer",
        "ScenarioReports", "ReferenceCatalog", "ScreenTimeAPI", "ScreenTimeHosting",
      ],
      exclude: ["Scenarios"]),
    .testTarget(
      name: "ScenarioLanguageServerTests",
      dependencies: [
        "ScenarioLanguageServer", "ScenarioLanguage", "ReferenceCatalog", "_SimulatorTestSupport",
      ]),
    .testTarget(
      name: "StsimCLITests",
      dependencies: [
        "StsimCLI", "ScenarioLanguage", "ScenarioLanguageServer", "ScenarioRunner",
        "ScenarioExplorer", "ScenarioReports", "ScreenTimeAPI", "ScreenTimeHosting",
        "ReferenceCatalog", "SimulatedFoundation", "ScenarioWorkers", "ScreenTimeModel",
        "BehaviourCoverage", "_SimulatorTestSupport",
      ],
      exclude: ["Editor/lsp-session.lua", "Editor/config-session.lua"],
      // The focus app of `Examples/Focus`, linked in `TeamApp/`, uses the stand-ins.
      plugins: ["DeviceStandIns"]),
    .testTarget(
      name: "DeviceStandInsTests",
      dependencies: [
        "SimulatedFoundation", "ScreenTimeAPI", "ScreenTimeHosting", "ScenarioRunner",
        "ScenarioLanguage",
        "ReferenceCatalog", "BedtimeApp",
      ],
      exclude: ["Scenarios"], plugins: ["DeviceStandIns"]),
    .testTarget(
      name: "IsolationTests",
      dependencies: [
        "HaywireApp", "ScenarioTesting", "ScenarioWorkers", "ScenarioRunner", "ScenarioLanguage",
        "ScreenTimeModel", "_SimulatorTestSupport",
      ]),
    .testTarget(
      name: "TimelineRenderingTests",
      dependencies: [
        "TimelineRendering", "ScenarioLanguage", "ScenarioRunner", "ScenarioExplorer",
        "ScenarioReports", "ReferenceApp", "ReferenceCatalog", "BehaviourCoverage",
        "_SimulatorTestSupport",
      ],
      exclude: ["Golden"]
    ),
    .testTarget(
      name: "ScenarioRegressionTests",
      dependencies: [
        "ScenarioLanguage", "ScenarioRunner", "ScenarioExplorer", "ScenarioReports",
        "InvariantChecking", "ScreenTimeAPI", "ScreenTimeHosting", "ReferenceApp",
        "ReferenceCatalog",
        "_SimulatorTestSupport",
      ],
      exclude: ["FocusApp/focus.scenario", "ConformanceApp/Scenarios", "Golden"]
    ),
  ]
)

// Warnings are errors in this repository's own CI (.ci/run sets STSIM_WARNINGS_AS_ERRORS=1), never
// in a team's package that depends on this one.
let warningsAreErrors = Context.environment["STSIM_WARNINGS_AS_ERRORS"] == "1"

for target in package.targets where target.type != .plugin && target.name != "SHA256Instructions" {
  var settings = target.swiftSettings ?? []
  settings.append(.enableUpcomingFeature("ExistentialAny"))
  settings.append(.enableUpcomingFeature("MemberImportVisibility"))
  if warningsAreErrors { settings.append(.treatAllWarnings(as: .error)) }
  target.swiftSettings = settings
}

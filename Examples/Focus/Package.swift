// swift-tools-version: 6.2
import Foundation
import PackageDescription

// A team's package names this one by its folder, for example `.package(path: "../ScreenTimeSim")`
// and `package: simulator`. This example lives inside the repository, whose folder a
// checkout names, so it takes the name from the path.
let simulator = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
  name: "Focus",
  dependencies: [
    .package(path: "../..")
  ],
  targets: [
    .target(
      name: "Focus",
      dependencies: [.product(name: "ScreenTimeSimulator", package: simulator)],
      plugins: [.plugin(name: "DeviceStandIns", package: simulator)]),
    .executableTarget(
      name: "my-stsim",
      dependencies: [
        "Focus", .product(name: "StsimCLI", package: simulator),
        .product(name: "ScreenTimeSimulator", package: simulator),
      ]),
    .testTarget(
      name: "FocusTests",
      dependencies: ["Focus", .product(name: "ScenarioTesting", package: simulator)]),
  ]
)

import Foundation
import Testing

/// The README's `Package.swift` for a team is the one `Examples/Focus` builds in CI.
struct TeamPackageDocumentationTests {
  /// The `targets:` list of a manifest, from its line to the line that closes it.
  static func targets(of manifest: String) -> String? {
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    guard let start = lines.firstIndex(where: { $0 == "  targets: [" }),
      let end = lines[start...].firstIndex(where: { $0 == "  ]" })
    else { return nil }
    return lines[start...end].joined(separator: "\n")
  }

  @Test func theReadmesTeamPackageHasTheExamplesTargetsDependenciesAndPlugins() throws {
    let readme = try DocumentationTests.read("README.md")
    let start = try #require(readme.range(of: "let package = Package(\n  name: \"Focus\""))
    let block = String(readme[start.lowerBound...].prefix { $0 != "`" })
    let example = try DocumentationTests.read("Examples/Focus/Package.swift")
      .replacingOccurrences(of: "package: simulator", with: "package: \"ScreenTimeSim\"")
    let documented = try #require(Self.targets(of: block))
    #expect(documented == Self.targets(of: example))
    #expect(documented.contains(".plugin(name: \"DeviceStandIns\", package: \"ScreenTimeSim\")"))
    #expect(documented.contains(".product(name: \"ScenarioTesting\", package: \"ScreenTimeSim\")"))
  }
}

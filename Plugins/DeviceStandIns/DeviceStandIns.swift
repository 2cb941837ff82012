import PackagePlugin

/// Gives a target holding an app's code the stand-ins that route Foundation's device APIs to
/// the simulated device.
///
/// A team adds `plugins: [.plugin(name: "DeviceStandIns", package: "ScreenTimeSim")]` to each
/// target that holds its app's code (the target depends on the `ScreenTimeSimulator` product).
/// The plugin adds one generated file to the module, `DeviceStandIns.swift`, whose internal
/// declarations shadow Foundation's in that module only: `Date()`, `UUID()`, `Calendar.current`,
/// `TimeZone.current`, `Locale.current`, `UserDefaults`, `FileManager`, `Data(contentsOf:)`,
/// `print`, `os_log`, `Logger` and the others `Docs/your-app.md` lists. They forward to
/// `SimulatedFoundation`, which acts on the simulated device inside a simulated process and as
/// Foundation does anywhere else.
@main
struct DeviceStandIns: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
    guard target is SourceModuleTarget else { return [] }
    let generator = try context.tool(named: "DeviceStandInsGenerator")
    let output = context.pluginWorkDirectoryURL.appending(path: "DeviceStandIns.swift")
    return [
      .buildCommand(
        displayName: "Writing the device stand-ins of \(target.name)",
        executable: generator.url, arguments: [output.path], inputFiles: [generator.url],
        outputFiles: [output])
    ]
  }
}

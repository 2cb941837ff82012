extension AppFacingReference {
  /// The section on where the hosting names live, how an app of two isolations is laid out, and
  /// the factory a catalog entry calls.
  static let layout = """
    ## Apple's names and the harness's names

    `ScreenTimeAPI` holds Apple's names only (`AuthorizationCenter`, `ManagedSettingsStore`, \
    `DeviceActivityMonitor`, ...) and the device services app code calls (`AppDiagnostics`, \
    `AppPrivateStorage`, `AppGroupContainer`, `BackendClient`, `OSAvailability`). The harness \
    contract is the module `ScreenTimeHosting`: `AppBundle`, `ScreenTimeApp`, `AppStep`, \
    `AppCapability`, `ScenarioConventions`, `MonitoringPlan`, `UsageLimitPlan`, \
    `UsageEventPlan`, `SavedSelectionSource`, `ProfileReport` and `ShieldedItem`. Only the file \
    that adapts the app to `ScreenTimeApp` imports it (`StsimCLI` and `ScenarioTesting` \
    re-export it for `main.swift` and test files), so the app's own code never sees a name of \
    the harness beside Apple's.

    Declare the conformance in an extension of its own, and write each method with the \
    harness's types spelled out where the app has a type of the same name:

    ```swift
    import ScreenTimeAPI
    import ScreenTimeHosting

    extension FocusApp: ScreenTimeApp {
      func schedule(profile: String, plan: ScreenTimeHosting.MonitoringPlan) { ... }
    }
    ```

    Every step requirement has a default (so that an app implements only the features it has), \
    and Swift does not report a method that matches none when the conformance is on the type's \
    own declaration. On an extension that declares the conformance, it does: a method whose \
    name matches a requirement but whose types do not (the app's own `MonitoringPlan` in place \
    of the harness's) gets `instance method 'schedule(profile:plan:)' nearly matches defaulted \
    requirement 'schedule(profile:plan:)' of protocol 'ScreenTimeApp'`; keep that warning an \
    error in the app's own CI. At run time such a step fails at its line naming the method \
    (`got no implementation of ScreenTimeApp.schedule(profile:plan:)`), never passing silently.

    ## An app whose main app and extensions differ in isolation

    A new Xcode 26 app target's default isolation is the main actor; extensions subclass \
    `nonisolated` classes (`DeviceActivityMonitor`, `ShieldConfigurationDataSource`, \
    `ShieldActionDelegate`). When the app's files assume one default and its extensions' the \
    other, give the package two targets over the same folders, as the Xcode project has:

    ```swift
    .target(
      name: "FocusApp", dependencies: ["FocusShared", .product(name: "ScreenTimeSimulator", \
    package: "ScreenTimeSim")],
      path: "Focus", swiftSettings: [.defaultIsolation(MainActor.self)],
      plugins: [.plugin(name: "DeviceStandIns", package: "ScreenTimeSim")]),
    .target(
      name: "FocusExtensions", dependencies: ["FocusShared", .product(name: \
    "ScreenTimeSimulator", package: "ScreenTimeSim")],
      path: "FocusExtensions",
      plugins: [.plugin(name: "DeviceStandIns", package: "ScreenTimeSim")]),
    .target(
      name: "FocusShared", dependencies: [.product(name: "ScreenTimeSimulator", package: \
    "ScreenTimeSim")],
      path: "Shared", plugins: [.plugin(name: "DeviceStandIns", package: "ScreenTimeSim")]),
    ```

    Files that both sides compile in the Xcode project (models, the App Group keys) go in the \
    shared target, once; each target gets its own copy of the stand-ins. The `AppBundle` lives \
    in the main app's target, which imports the extensions' module. Its main-app factory is \
    `@MainActor` (it builds the app on the simulated device's executor, where the app runs); \
    the extensions' factories are `@Sendable` nonisolated closures, as the classes they build \
    are. A catalog entry is built outside the main actor, so it is \
    `public nonisolated static let entry = PolicyEntry(...) { mistakes, choices, options in \
    bundle }`, whose factory returns an `AppBundle` without touching main-actor state \
    (`Tests/BedtimeApp` is such an app, with `.defaultIsolation(MainActor.self)`).

    """
}

extension AppFacingReference {
  /// The section on the `DeviceStandIns` plugin: what each stand-in does on the simulated
  /// device, and what app code still reaches of the host.
  static let standIns = """
    ## Foundation on the simulated device: the `DeviceStandIns` plugin

    App code calls `Date()`, `Calendar.current`, `UserDefaults(suiteName:)`, `print` and \
    `Logger` everywhere; compiled as it is, it would read the host's clock, time zone, disk and \
    standard output. Add the plugin to each target that holds the app's code:

    ```swift
    .target(
      name: "Focus",
      dependencies: [.product(name: "ScreenTimeSimulator", package: "ScreenTimeSim")],
      plugins: [.plugin(name: "DeviceStandIns", package: "ScreenTimeSim")]),
    ```

    The plugin adds one generated file to the module, `DeviceStandIns.swift`, whose internal \
    declarations shadow Foundation's (and the standard library's) for that module's code only: \
    declarations in a module win over those of the modules it imports, where from another \
    module they would only be ambiguous. They forward to `SimulatedFoundation`, which the file \
    re-exports. Inside a simulated process each acts on the simulated device; anywhere else (a \
    unit test with no simulation, code on a `DispatchQueue` or a `Thread`) it is Foundation's. \
    The file compiles in a module whose default isolation is the main actor (Xcode 26's default) \
    and in a nonisolated one, under Swift 6 strict concurrency and `MemberImportVisibility`. \
    The app's code needs no file of stand-ins of its own.

    | stand-in | in a simulated process |
    |---|---|
    | `Date()`, `Date.now`, `Date(timeIntervalSinceNow:)`, `date.timeIntervalSinceNow` | the \
    device's clock; fixed dates (`Date.distantFuture`, `Date(timeIntervalSince1970:)`) are \
    Foundation's |
    | `TimeZone.current`, `TimeZone.autoupdatingCurrent` | the device's zone, which `user \
    changes timezone` changes |
    | `Locale.current`, `Locale.autoupdatingCurrent` | `en_US`, whatever the host's `LANG` and \
    `LC_ALL` |
    | `Calendar.current`, `Calendar.autoupdatingCurrent`, `Calendar(identifier:)` | Gregorian \
    (or the calendar named) in the device's zone and locale |
    | `DateFormatter()`, `date.formatted()`, `date.formatted(date:time:)`, `.dateTime` | a new \
    formatter or style in the device's zone and locale |
    | `DateComponentsFormatter` (Linux only: Linux's Foundation declares it unavailable) | \
    US English: `allowedUnits`, `unitsStyle` (`.positional` `1:30:00`, `.abbreviated` \
    `1h 30m`, `.short` `1 hr, 30 min`, `.full` `1 hour, 30 minutes`, `.spellOut`, `.brief` \
    `1hr 30min`), `zeroFormattingBehavior`, `maximumUnitCount`, `string(from:)` of an \
    interval or `DateComponents`, `string(from:to:)`; months and years counted on the device's \
    calendar from its now |
    | `UUID()` | a version-4 UUID drawn from the scenario's seed |
    | `Int.random(in:)` (any integer type), `Double.random(in:)`, `Bool.random()`, \
    `randomElement()`, `shuffled()`, `shuffle()`, `SystemRandomNumberGenerator()` | the \
    scenario's seed; the `using:` forms use the generator given |
    | `UserDefaults(suiteName: "group.…")` | the App Group container: each key is one value of \
    it under the same name, so the storage faults and `ScenarioConventions` see it |
    | `UserDefaults.standard`, `UserDefaults(suiteName:)` of any other name | the running \
    process's own container: the main app's survives relaunches and reboots, and each \
    extension has its own |
    | `@AppStorage("key")`, `@AppStorage("key", store: UserDefaults(suiteName: "group.…"))` \
    (Linux only: SwiftUI's) | reads and writes the key of those defaults, for `Bool`, `Int`, \
    `Double`, `String`, `URL`, `Data`, `Date`, their optionals and `RawRepresentable` values \
    of `Int` or `String`; a missing key reads as the default value, which is never written |
    | `FileManager.default.containerURL(forSecurityApplicationGroupIdentifier:)` (also of a \
    `FileManager()` of the app's own) | \
    `/private/var/mobile/Containers/Shared/AppGroup/<group>` for any `group.` identifier, \
    `nil` for another |
    | `Data(contentsOf:)`, `data.write(to:options:)`, `String(contentsOf:encoding:)`, \
    `String(contentsOfFile:encoding:)`, `write(to:atomically:encoding:)`, \
    `write(toFile:atomically:encoding:)`; `FileManager`'s `fileExists(atPath:)`, \
    `contents(atPath:)`, `createFile(atPath:contents:)`, `contentsOfDirectory`, \
    `createDirectory`, `removeItem`, `moveItem`, `copyItem` | a file in the group's folder is \
    the App Group value at `/` and its path inside the folder (`/Library/rules.json`), written \
    whole; one in the process's own folders is a value of its own container |
    | `FileManager.default.urls(for:in:)` (documents, library, caches, application support), \
    `temporaryDirectory`, `NSTemporaryDirectory()`, `NSHomeDirectory()` | the process's own \
    container |
    | `print`, `debugPrint` | a line of the run's record, `app  prints "…"`: never standard \
    output, so `--format json` stays JSON; not a diagnostic, as standard output is not the \
    system log |
    | `Logger(subsystem:category:)` with `log`, `trace`, `debug`, `info`, `notice`, \
    `warning`, `error`, `critical`, `fault`; `os_log`; `OSLog`, `OSLogType` | a diagnostic \
    record `log` with `level`, `subsystem`, `category` and `message`, private values shown as \
    the device's log shows them, `<private>` |

    The App Group's rules and faults hold for both kinds of access. Before the first unlock \
    after a restart every read gives `nil` (0, `false`, an empty dictionary) and every write is \
    lost, as on a device, and the trace says so; file reads throw `fileReadNoPermission` and \
    writes `fileWriteNoPermission`, as for the default protection class. The shield \
    configuration extension cannot write the group (`UserDefaults` drops the write, files \
    throw). An extension's reads count toward its memory ceiling. `appgroup corrupts`, `loses` \
    and `bloats` act on the values: a `Data` value is stored as its own bytes, so an app's JSON \
    is damaged as JSON and its decoder fails as on a device; every other value is stored as a \
    small JSON document that names its type (`{"UserDefaults":{"string":"work"}}`), written \
    with sorted keys, so the bytes never depend on a dictionary's order, and a damaged one \
    reads as no value. A value that is not a property list crashes the process, as it traps on \
    a device; `register(defaults:)` lasts as long as the process; removing a key that holds \
    nothing writes nothing; folders are implicit (creating one writes nothing). \
    `expect diagnostic log` needs `log` among the entry's `diagnosticCodes`.

    ### Platform frameworks on Linux

    Linux has no `UserNotifications`, `SwiftUI` or `UIKit`, and its Foundation has no \
    localization: extension code replaces `import UserNotifications` (like `os`, `OSLog`, \
    `Combine`, `UIKit` and `SwiftUI`) with `import ScreenTimeAPI`, which declares what \
    extension code uses of them, each only where its framework does not exist (on macOS the \
    real frameworks are used):

    - `UNUserNotificationCenter.current()` acts on the device's notification center, shared \
    by the main app and its extensions: `add(_:)` (`async throws` and with a completion \
    handler) is a trace line of the process that adds the request (`monitor  adds notification \
    "later" title "Break", after 1800s, first at day 1 09:30:00.000`); the request fires on \
    the device's clock (`system  delivers notification "later" title "Break"`), a repeating \
    one again and again; a request with the identifier of a pending one replaces it. \
    `removePendingNotificationRequests(withIdentifiers:)`, \
    `removeAllPendingNotificationRequests()`, `removeDeliveredNotifications(withIdentifiers:)` \
    and `removeAllDeliveredNotifications()` are trace lines too; \
    `pendingNotificationRequests()` and `deliveredNotifications()` (and their completion \
    forms) give back the app's requests. The user allows notifications when the app asks \
    (`requestAuthorization(options:)`, `.provisional` quietly); before that a delivered \
    notification is not shown, and the trace says so. \
    `UNTimeIntervalNotificationTrigger(timeInterval:repeats:)` with a repeating interval under \
    60 seconds, or an interval of 0 or less, crashes the process, as the exception it raises \
    on a device does. `UNCalendarNotificationTrigger(dateMatching:repeats:)` matches in the \
    device's time zone. Outside a simulated process the center keeps its requests in memory \
    and never delivers them.
    - `String(localized:)` (with `defaultValue:`, `table:`, `bundle:`, `locale:`, \
    `comment:`), `String.LocalizationValue` with interpolation, `LocalizedStringResource` \
    (`key`, `defaultValue`) and SwiftUI's `Text` and `LocalizedStringKey` resolve to the \
    default value in US English: the simulated device has no string catalogs. A `Text` holds \
    its string as its `description`. On a device these (but for `Text` and \
    `LocalizedStringKey`) are Foundation's, so a file that imports only Foundation uses them: \
    in a target with the `DeviceStandIns` plugin every file sees them, whatever it imports and \
    with `MemberImportVisibility` on, and a file that also imports `ScreenTimeAPI` meets the \
    same declarations. Their module, `FoundationStandIns`, is empty on Apple platforms.
    - `@StateObject` and `@ObservedObject` over `ObservableObject`, with `$object.property` \
    bindings. Outside an installed view SwiftUI makes a new object at every read of a \
    `@StateObject` (and warns so); the simulated device has no views, so every read does.
    - `UIGraphicsImageRenderer(size:)` with `image(actions:)`, `UIFont.systemFont(ofSize:)`, \
    `systemFont(ofSize:weight:)`, `boldSystemFont(ofSize:)`, `NSMutableParagraphStyle`, \
    `NSTextAlignment`, the `.font`, `.paragraphStyle` and `.foregroundColor` attributes, and \
    `draw(in:withAttributes:)`, `draw(at:withAttributes:)`, `size(withAttributes:)` and \
    `boundingRect` of a `String`, `NSString` or `NSAttributedString`. Nothing is rasterized: \
    the image is described by what was drawn (`drawn:80x80: text "🔥" .SFUI-regular 62.4pt \
    center in (0,2.87,80,74.26)`), so a shield that shows it is the same on every run; text \
    sizes are estimates from the font's size.
    - `autoreleasepool(invoking:)` runs its body; like the localization names it is visible \
    in every file of a target with the plugin, as Foundation's is on a device.
    - Core Foundation's Darwin notify center, with which extensions tell the main app that \
    something changed (`CFNotificationCenterGetDarwinNotifyCenter()`, \
    `CFNotificationCenterPostNotification`, `CFNotificationCenterAddObserver`, \
    `CFNotificationCenterRemoveObserver`, `CFNotificationCenterRemoveEveryObserver`, \
    `CFNotificationName`, `name as CFString`), is visible the same way. A post is a line of \
    the posting process's trace (`monitor  posts Darwin notification "name"`) and reaches, at \
    the same instant once the posting code returns, the callbacks the main app registered for \
    its name if the app is in the foreground (`system  delivers Darwin notification "name" to \
    1 observer in the app`). A suspended app's main run loop does not run, and the device keeps \
    no notification for its return; an extension's registration is not kept.

    ### What still reaches the host

    - Work on another thread: `DispatchQueue.async` and `asyncAfter`, `Thread`, \
    `OperationQueue`, `Timer` and run-loop sources. The simulation does not run them; inside \
    them the stand-ins are Foundation's and `ScreenTimeAPI` stops with a message. Start work \
    with `Task {}` and wait with `Task.sleep`, which sleeps on the device's clock.
    - `Thread.sleep`, `sleep` and `usleep` block the host; `DispatchTime.now()`, \
    `ContinuousClock`, `SuspendingClock`, `ProcessInfo.processInfo.systemUptime` and \
    `CFAbsoluteTimeGetCurrent()` read the host's clocks.
    - Formatting not listed above: `Date.FormatStyle(...)` built with its own defaults, \
    relative dates (`.relative(presentation:)`, `RelativeDateTimeFormatter`, which count from \
    the host's now), `NumberFormatter` and numbers' `formatted()` (the host's locale).
    - `ProcessInfo` (environment, `globallyUniqueString`), `Bundle.main` (which has no bundle \
    identifier on Linux), `arc4random`, `SecRandomCopyBytes`.
    - Files outside the containers (absolute paths elsewhere), and `FileHandle`, streams, \
    `fopen`, directory enumerators and file attributes, also inside them.
    - `URLSession` and other networking reach the host's network: use `BackendClient`.
    - `Swift.print`, `NSLog` and `FileHandle.standardOutput` write the host's streams.
    - `UserDefaults` notifications and key-value observing, `NSUbiquitousKeyValueStore`.
    - A `Calendar.autoupdatingCurrent` or `TimeZone.autoupdatingCurrent` kept in a property \
    keeps the zone it was read in: read it again after `user changes timezone`.
    - Every `group.` identifier names the one App Group container of the simulated device.

    """
}

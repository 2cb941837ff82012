/// The file the `DeviceStandIns` plugin adds to a module of app code.
///
/// Declarations in a module shadow those of the modules it imports, for the module's own code;
/// across modules they would only be ambiguous, which is why these live in the app's module and
/// not in `SimulatedFoundation`. Each is internal and `nonisolated`, so the file compiles in a
/// module whose default isolation is the main actor as well as in a nonisolated one. Each
/// forwards to `SimulatedFoundation`, which acts on the simulated device inside a simulated
/// process and as Foundation does anywhere else. The file re-exports `SimulatedFoundation`, so
/// that the members of the types its names stand for (`UserDefaults`, `Logger`, ...) are
/// visible in every file of the module, also with `MemberImportVisibility`; the module declares
/// nothing but these stand-ins, all named `Simulated…`. It re-exports `FoundationStandIns` too:
/// on Linux the names a device's Foundation has and Linux's lacks (`String(localized:)`,
/// `LocalizedStringResource`, `autoreleasepool`), so that a file importing only Foundation sees
/// them as on a device. A file that imports `ScreenTimeAPI`, which re-exports the same module,
/// meets the same declarations, not a second set; on Apple platforms the module is empty.
enum StandInsSource {
  static let text = #"""
    // Written by the DeviceStandIns plugin of ScreenTimeSim on every build; do not edit.
    //
    // Each declaration below is internal to this module and shadows Foundation's (or the
    // standard library's) for this module's code only. Inside a simulated process it acts on the
    // simulated device: its clock, time zone, seeded randomness, App Group container, the
    // process's own container and the run's record. Anywhere else it acts as Foundation does.
    // Docs/your-app.md in ScreenTimeSim lists what each does and what still escapes.

    import Foundation
    @_exported import SimulatedFoundation
    // On Linux, Foundation's `String(localized:)`, `LocalizedStringResource` and
    // `autoreleasepool`, for every file of this module whatever it imports; empty elsewhere.
    @_exported import FoundationStandIns

    // MARK: - The device's clock

    extension Date {
      nonisolated init() {
        self = SimulatedEnvironment.now
      }

      nonisolated static var now: Date { SimulatedEnvironment.now }

      nonisolated init(timeIntervalSinceNow timeInterval: TimeInterval) {
        self = SimulatedEnvironment.now.addingTimeInterval(timeInterval)
      }

      nonisolated var timeIntervalSinceNow: TimeInterval {
        timeIntervalSince(SimulatedEnvironment.now)
      }

      nonisolated func formatted() -> String {
        SimulatedEnvironment.format(self, date: .numeric, time: .shortened)
      }

      nonisolated func formatted(
        date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle
      ) -> String {
        SimulatedEnvironment.format(self, date: date, time: time)
      }
    }

    extension FormatStyle where Self == Date.FormatStyle {
      nonisolated static var dateTime: Date.FormatStyle { SimulatedEnvironment.dateTimeStyle }
    }

    // MARK: - The device's time zone, locale and calendar

    extension TimeZone {
      nonisolated static var current: TimeZone { SimulatedEnvironment.timeZone }

      nonisolated static var autoupdatingCurrent: TimeZone {
        SimulatedEnvironment.autoupdatingTimeZone
      }
    }

    extension Locale {
      nonisolated static var current: Locale { SimulatedEnvironment.locale }

      nonisolated static var autoupdatingCurrent: Locale { SimulatedEnvironment.autoupdatingLocale }
    }

    extension Calendar {
      nonisolated static var current: Calendar { SimulatedEnvironment.calendar }

      nonisolated static var autoupdatingCurrent: Calendar {
        SimulatedEnvironment.autoupdatingCalendar
      }

      nonisolated init(identifier: __shared Calendar.Identifier) {
        self = SimulatedEnvironment.calendar(identifier: identifier)
      }
    }

    typealias DateFormatter = SimulatedFoundation.SimulatedDateFormatter

    #if !canImport(Darwin)
      // Linux's Foundation declares it unavailable.
      typealias DateComponentsFormatter = SimulatedFoundation.SimulatedDateComponentsFormatter
    #endif

    // MARK: - The scenario's seeded randomness

    extension UUID {
      nonisolated init() {
        self = SimulatedEnvironment.makeUUID()
      }
    }

    typealias SystemRandomNumberGenerator = SimulatedFoundation.SimulatedRandomNumberGenerator

    extension FixedWidthInteger {
      nonisolated static func random(in range: Range<Self>) -> Self {
        var generator = SimulatedRandomNumberGenerator()
        return random(in: range, using: &generator)
      }

      nonisolated static func random(in range: ClosedRange<Self>) -> Self {
        var generator = SimulatedRandomNumberGenerator()
        return random(in: range, using: &generator)
      }
    }

    extension BinaryFloatingPoint where RawSignificand: FixedWidthInteger {
      nonisolated static func random(in range: Range<Self>) -> Self {
        var generator = SimulatedRandomNumberGenerator()
        return random(in: range, using: &generator)
      }

      nonisolated static func random(in range: ClosedRange<Self>) -> Self {
        var generator = SimulatedRandomNumberGenerator()
        return random(in: range, using: &generator)
      }
    }

    extension Bool {
      nonisolated static func random() -> Bool {
        var generator = SimulatedRandomNumberGenerator()
        return random(using: &generator)
      }
    }

    extension Collection {
      nonisolated func randomElement() -> Element? {
        var generator = SimulatedRandomNumberGenerator()
        return randomElement(using: &generator)
      }
    }

    extension Range
    where Bound: FixedWidthInteger, Bound.Stride: SignedInteger, Bound.Magnitude: UnsignedInteger {
      nonisolated func randomElement() -> Bound? {
        var generator = SimulatedRandomNumberGenerator()
        return randomElement(using: &generator)
      }
    }

    extension ClosedRange
    where Bound: FixedWidthInteger, Bound.Stride: SignedInteger, Bound.Magnitude: UnsignedInteger {
      nonisolated func randomElement() -> Bound? {
        var generator = SimulatedRandomNumberGenerator()
        return randomElement(using: &generator)
      }
    }

    extension Sequence {
      nonisolated func shuffled() -> [Element] {
        var generator = SimulatedRandomNumberGenerator()
        return shuffled(using: &generator)
      }
    }

    extension MutableCollection where Self: RandomAccessCollection {
      nonisolated mutating func shuffle() {
        var generator = SimulatedRandomNumberGenerator()
        shuffle(using: &generator)
      }
    }

    // MARK: - The App Group container and the process's own container

    typealias UserDefaults = SimulatedFoundation.SimulatedUserDefaults

    typealias FileManager = SimulatedFoundation.SimulatedFileManager

    #if !canImport(SwiftUI)
      // SwiftUI's, over the defaults above.
      typealias AppStorage<Value> = SimulatedFoundation.SimulatedAppStorage<Value>
    #endif

    #if !canImport(Darwin)
      // Linux's Foundation declares these in an extension, where a subclass cannot override
      // them.
      extension Foundation.FileManager {
        nonisolated func fileExists(
          atPath path: String, isDirectory: UnsafeMutablePointer<ObjCBool>?
        ) -> Bool {
          SimulatedFileManager.fileExists(atPath: path, isDirectory: isDirectory, using: self)
        }

        nonisolated func url(
          for directory: Foundation.FileManager.SearchPathDirectory,
          in domain: Foundation.FileManager.SearchPathDomainMask, appropriateFor url: URL?,
          create shouldCreate: Bool
        ) throws -> URL {
          try SimulatedFileManager.url(
            for: directory, in: domain, appropriateFor: url, create: shouldCreate, using: self)
        }

        nonisolated func contentsOfDirectory(
          at url: URL, includingPropertiesForKeys keys: [URLResourceKey]?,
          options mask: Foundation.FileManager.DirectoryEnumerationOptions = []
        ) throws -> [URL] {
          try SimulatedFileManager.contentsOfDirectory(
            at: url, includingPropertiesForKeys: keys, options: mask, using: self)
        }
      }
    #endif

    extension Data {
      nonisolated init(contentsOf url: __shared URL, options: Data.ReadingOptions = []) throws {
        self = try SimulatedFiles.contents(of: url, options: options)
      }

      nonisolated func write(to url: URL, options: Data.WritingOptions = []) throws {
        try SimulatedFiles.write(self, to: url, options: options)
      }
    }

    extension String {
      nonisolated init(contentsOf url: __shared URL, encoding enc: String.Encoding) throws {
        self = try SimulatedFiles.string(contentsOf: url, encoding: enc)
      }

      nonisolated init(contentsOfFile path: __shared String, encoding enc: String.Encoding) throws {
        self = try SimulatedFiles.string(contentsOfFile: path, encoding: enc)
      }
    }

    extension StringProtocol {
      nonisolated func write(
        to url: URL, atomically useAuxiliaryFile: Bool, encoding enc: String.Encoding
      ) throws {
        try SimulatedFiles.write(self, to: url, atomically: useAuxiliaryFile, encoding: enc)
      }

      nonisolated func write(
        toFile path: __shared String, atomically useAuxiliaryFile: Bool,
        encoding enc: String.Encoding
      ) throws {
        try SimulatedFiles.write(self, toFile: path, atomically: useAuxiliaryFile, encoding: enc)
      }
    }

    nonisolated func NSTemporaryDirectory() -> String {
      SimulatedFiles.temporaryDirectoryPath
    }

    nonisolated func NSHomeDirectory() -> String {
      SimulatedFiles.homeDirectoryPath
    }

    // MARK: - Standard output and the system log

    nonisolated func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
      SimulatedConsole.print(items, separator: separator, terminator: terminator)
    }

    nonisolated func debugPrint(
      _ items: Any..., separator: String = " ", terminator: String = "\n"
    ) {
      SimulatedConsole.debugPrint(items, separator: separator, terminator: terminator)
    }

    typealias Logger = SimulatedFoundation.SimulatedLogger

    typealias OSLog = SimulatedFoundation.SimulatedLog

    typealias OSLogType = SimulatedFoundation.SimulatedLogType

    typealias OSLogMessage = SimulatedFoundation.SimulatedLogMessage

    typealias OSLogPrivacy = SimulatedFoundation.SimulatedLogPrivacy

    nonisolated func os_log(
      _ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
      type: OSLogType = .default, _ args: any CVarArg...
    ) {
      SimulatedOSLog.log(message.description, log: log, type: type, args)
    }

    nonisolated func os_log(
      _ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
      _ message: StaticString, _ args: any CVarArg...
    ) {
      SimulatedOSLog.log(message.description, log: log, type: type, args)
    }

    @_disfavoredOverload
    nonisolated func os_log(_ message: OSLogMessage) {
      SimulatedOSLog.log(message)
    }

    @_disfavoredOverload
    nonisolated func os_log(_ type: OSLogType, _ message: OSLogMessage) {
      SimulatedOSLog.log(message, type: type)
    }

    @_disfavoredOverload
    nonisolated func os_log(_ type: OSLogType, log: OSLog, _ message: OSLogMessage) {
      SimulatedOSLog.log(message, log: log, type: type)
    }

    @_disfavoredOverload
    nonisolated func os_log(log: OSLog, _ message: OSLogMessage) {
      SimulatedOSLog.log(message, log: log)
    }

    """#
}

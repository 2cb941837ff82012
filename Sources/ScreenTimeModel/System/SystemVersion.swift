/// An iOS release number, such as 18.5 or 17.5.1.
///
/// Models the version the simulated device runs; it selects which APIs exist (spec section 7).
public struct SystemVersion: Hashable, Comparable, Sendable {
  /// The major release, 15 through 27.
  public var major: Int
  /// The minor release.
  public var minor: Int
  /// The patch release, 0 when absent.
  public var patch: Int

  /// Creates a version number.
  public init(_ major: Int, _ minor: Int, _ patch: Int = 0) {
    self.major = major
    self.minor = minor
    self.patch = patch
  }

  /// The releases the simulator accepts: 15.0 up to every 27.x.
  public static let supportedMajors = 15...27
  /// Whether the simulator can run this version.
  public var isSupported: Bool { Self.supportedMajors.contains(major) && minor >= 0 && patch >= 0 }

  /// The oldest supported version.
  public static let oldestSupported = SystemVersion(15, 0)

  /// The version a scenario runs when its header names none.
  public static let scenarioDefault = SystemVersion(18, 5)

  /// The build a scenario runs when its header names neither version nor build.
  public static let scenarioDefaultBuild = "22F76"

  /// Parses `15.0`, `17.5.1` and the like; `nil` for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard (2...3).contains(parts.count),
      parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy(\.isASCII) }),
      let major = Int(parts[0]), let minor = Int(parts[1])
    else { return nil }
    let patch = parts.count == 3 ? Int(parts[2]) : 0
    guard let patch, major >= 0, minor >= 0, patch >= 0 else { return nil }
    self.init(major, minor, patch)
  }

  /// A build identifier in Apple's scheme for a version that was given without one.
  ///
  /// Apple's builds start with the release train (`22` for iOS 18, `23` for iOS 26) and a letter
  /// for the minor release (`F` for .5); the simulator uses that prefix alone, for example `23F`
  /// for 26.5, except for the scenario default, 18.5, whose build is `22F76`.
  public var derivedBuild: String {
    if self == Self.scenarioDefault { return Self.scenarioDefaultBuild }
    let train = major >= 26 ? major - 3 : major + 4
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return "\(train)\(letters[min(minor, letters.count - 1)])"
  }

  public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
    (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
  }
}

extension SystemVersion: CustomStringConvertible {
  /// The version as `major.minor`, with `.patch` when it is not zero.
  public var description: String {
    patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)"
  }
}

import ScreenTimeModel

/// Which iOS releases a scenario is meant for (`versions 16.0...`), or which to run it on
/// (`--versions 16.0,18.5,26.4...27.0`): versions and ranges of them.
///
/// A range `A...B` holds every release from A to B; `A...` every release from A on. Written
/// forms are the items joined with `, ` (`16.0...26.4, 27.0`).
public struct SystemVersionSet: Hashable, Sendable, CustomStringConvertible {
  /// One version, or a range of them.
  public enum Item: Hashable, Sendable, CustomStringConvertible {
    case version(SystemVersion)
    /// `A...B`, or `A...` with no upper end.
    case range(SystemVersion, SystemVersion?)

    /// Reads `26.4`, `16.0...26.4` or `16.0...`; `nil` for anything else, an unsupported
    /// version, or a range whose end comes before its start.
    public init?(parsing word: String) {
      let parts = word.split(separator: "...", maxSplits: 1, omittingEmptySubsequences: false)
      guard parts.count == 2 else {
        guard let version = SystemVersion(parsing: word), version.isSupported else { return nil }
        self = .version(version)
        return
      }
      let lower = String(parts[0])
      let upper = String(parts[1])
      guard let start = SystemVersion(parsing: lower), start.isSupported else { return nil }
      if upper.isEmpty {
        self = .range(start, nil)
        return
      }
      guard let end = SystemVersion(parsing: upper), end.isSupported, start <= end else {
        return nil
      }
      self = .range(start, end)
    }

    /// Whether `version` is this one, or in this range.
    public func contains(_ version: SystemVersion) -> Bool {
      switch self {
      case .version(let only): version == only
      case .range(let start, let end): version >= start && end.map { version <= $0 } ?? true
      }
    }

    public var description: String {
      switch self {
      case .version(let version): "\(version)"
      case .range(let start, let end): "\(start)...\(end.map { "\($0)" } ?? "")"
      }
    }
  }

  /// The versions and ranges, in written order.
  public var items: [Item]

  public init(_ items: [Item]) {
    self.items = items
  }

  /// Whether any item holds `version`.
  public func contains(_ version: SystemVersion) -> Bool {
    items.contains { $0.contains(version) }
  }

  public var description: String {
    items.map(\.description).joined(separator: ", ")
  }

  /// The first release of each behaviour band `stsim list versions` shows: where an API of the
  /// frameworks appears (15.0, 16.0, 17.4, 26.4, 26.5).
  public static var bandStarts: [SystemVersion] {
    Set(APIFeature.allCases.map(\.introduced)).sorted()
  }

  /// The releases to run, in ascending order without repeats.
  ///
  /// Each version named, and for each range its ends and every band start inside it (an open
  /// range ends at the newest band start). `all` is one representative of each band, its first
  /// release.
  public func representatives() -> [SystemVersion] {
    var versions: Set<SystemVersion> = []
    for item in items {
      switch item {
      case .version(let version): versions.insert(version)
      case .range(let start, let end):
        versions.insert(start)
        if let end { versions.insert(end) }
        for band in Self.bandStarts where item.contains(band) { versions.insert(band) }
      }
    }
    return versions.sorted()
  }

  /// `--versions LIST`: `all`, or versions and ranges separated by commas.
  ///
  /// - Returns: `nil` when an item is not a supported version or range.
  public static func parsingList(_ text: String) -> SystemVersionSet? {
    if text == "all" { return SystemVersionSet(bandStarts.map { .version($0) }) }
    let words = text.split(separator: ",", omittingEmptySubsequences: false).map {
      String($0.filter { $0 != " " })
    }
    var items: [Item] = []
    for word in words {
      guard let item = Item(parsing: word) else { return nil }
      items.append(item)
    }
    return items.isEmpty ? nil : SystemVersionSet(items)
  }
}

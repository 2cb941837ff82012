/// Short spoken forms of durations for tooltips: `8h`, `1h 30m`, `2d 3h`, `12s`, `250ms`.
enum DurationText {
  private static let units: [(String, Int64)] = [
    ("d", 86_400_000), ("h", 3_600_000), ("m", 60_000), ("s", 1_000), ("ms", 1),
  ]

  /// `milliseconds` in its largest unit and, when not zero, the next one; `0s` when not positive.
  static func text(_ milliseconds: Int64) -> String {
    guard let first = units.firstIndex(where: { milliseconds >= $0.1 }) else { return "0s" }
    let (name, size) = units[first]
    var text = "\(milliseconds / size)\(name)"
    if first + 1 < units.count {
      let (nextName, nextSize) = units[first + 1]
      let rest = milliseconds % size / nextSize
      if rest != 0 { text += " \(rest)\(nextName)" }
    }
    return text
  }
}

/// The progress line of a long run: `12/105 scenarios, 8.5/s, 1 failed, about 11s left`.
///
/// Only the wording lives here; ``ProgressReporter`` decides when to draw it.
struct ProgressLine: Equatable {
  /// What is counted: `scenarios`, or `runs` for the matrix and exploration.
  var unit: String
  var done: Int
  /// How many there are, or `nil` when the work goes on until a time budget is spent.
  var total: Int?
  var failed: Int
  /// Wall-clock seconds since the work started.
  var elapsed: Double
  /// Wall-clock seconds the work may take, when it is limited by time rather than a total.
  var budget: Double?

  /// The line, without a line end.
  var text: String {
    var parts = [total.map { "\(done)/\($0) \(unit)" } ?? "\(done) \(unit)"]
    let rate = elapsed > 0 ? Double(done) / elapsed : 0
    if done > 0, rate > 0 {
      parts.append(Self.rate(rate))
    }
    parts.append("\(failed) failed")
    if let total, done > 0, rate > 0, done < total {
      parts.append("about " + Self.duration(Double(total - done) / rate) + " left")
    } else if total == nil, let budget, budget > elapsed {
      parts.append("about " + Self.duration(budget - elapsed) + " left")
    }
    return parts.joined(separator: ", ")
  }

  /// `8.5/s` below 100 a second, `250/s` above.
  private static func rate(_ perSecond: Double) -> String {
    let tenths = Int((perSecond * 10).rounded())
    return tenths >= 1_000 ? "\(tenths / 10)/s" : "\(tenths / 10).\(tenths % 10)/s"
  }

  /// `7s`, `1m05s`, `2h03m`, rounded up to the second.
  private static func duration(_ seconds: Double) -> String {
    let whole = Int(seconds.rounded(.up))
    func pad(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    if whole < 60 { return "\(whole)s" }
    if whole < 3_600 { return "\(whole / 60)m\(pad(whole % 60))s" }
    return "\(whole / 3_600)h\(pad(whole / 60 % 60))m"
  }
}

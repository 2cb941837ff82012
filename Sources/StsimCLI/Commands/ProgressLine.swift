/// A one-line progress display on standard error, redrawn in place.
///
/// It is drawn only when standard error is a terminal, so logs and pipes get nothing extra; it
/// redraws at most a few times a second and clears itself when the work is done.
struct ProgressLine {
  private let console: Console
  private let isShown: Bool
  private let clock = ContinuousClock()
  private var lastDrawn: ContinuousClock.Instant?
  private var width = 0

  /// The shortest time between two redraws.
  static let interval = Duration.milliseconds(200)

  /// A progress line on `console`'s standard error, drawn only when `isShown`.
  init(console: Console, isShown: Bool) {
    self.console = console
    self.isShown = isShown
  }

  /// Shows `text` in place of the previous line, unless one was drawn very recently and
  /// `force` is false.
  mutating func update(_ text: String, force: Bool = false) {
    guard isShown else { return }
    let now = clock.now
    if !force, let lastDrawn, lastDrawn.duration(to: now) < Self.interval { return }
    lastDrawn = now
    let padding = String(repeating: " ", count: max(0, width - text.count))
    width = text.count
    console.writeError("\r" + text + padding)
  }

  /// Removes the line.
  mutating func clear() {
    guard isShown, width > 0 else { return }
    console.writeError("\r" + String(repeating: " ", count: width) + "\r")
    width = 0
  }

  /// `75s`, `4m 10s`, `1h 2m`: a rough duration for people.
  static func roughDuration(seconds: Double) -> String {
    let total = max(0, Int(seconds.rounded()))
    if total < 60 { return "\(total)s" }
    if total < 3_600 { return "\(total / 60)m \(total % 60)s" }
    return "\(total / 3_600)h \(total % 3_600 / 60)m"
  }
}

import Foundation

/// Text written from any thread, collected for a test to read.
///
/// Use two captures to build a command-line `Console` that records standard output and
/// standard error as strings.
public final class OutputCapture: @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  public init() {}

  /// Appends `text`.
  public func write(_ text: String) {
    lock.withLock { buffer += text }
  }

  /// Everything written so far.
  public var text: String {
    lock.withLock { buffer }
  }
}

/// A line-by-line difference between two texts, for test failure messages.
///
/// Lines only in the expected text start with `−`, lines only in the actual text with `+`, and
/// shared lines with a space, under a `−expected +actual` legend.
public enum LineDiff {
  /// The difference between `expected` and `actual`, or `nil` when they are equal.
  ///
  /// - Complexity: O(n·m) for texts of n and m lines (a longest common subsequence).
  public static func between(expected: String, actual: String) -> String? {
    guard expected != actual else { return nil }
    let old = lines(expected)
    let new = lines(actual)
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
      for j in stride(from: new.count - 1, through: 0, by: -1) {
        common[i][j] =
          old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
      }
    }
    var output = ["−expected +actual"]
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if i < old.count, j < new.count, old[i] == new[j] {
        output.append("  " + old[i])
        i += 1
        j += 1
      } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
        output.append("− " + old[i])
        i += 1
      } else {
        output.append("+ " + new[j])
        j += 1
      }
    }
    return output.joined(separator: "\n")
  }

  /// The lines of `text`; a final line feed is shown as a line of its own only when missing on
  /// one side, so that a difference in it is visible.
  private static func lines(_ text: String) -> [String] {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" {
      lines.removeLast()
    } else {
      lines.append("(no line feed at the end)")
    }
    return lines
  }
}

import ScenarioLanguage
import ScenarioRunner

/// Delta debugging (Zeller and Hildebrandt, "Simplifying and Isolating Failure-Inducing Input",
/// 2002): the `ddmin` algorithm over a list.
///
/// Given a list on which a test fails, it finds a sublist on which the test still fails and
/// from which no single element can be removed without the failure going away (1-minimal). It
/// tries halves, then complements of halves, then finer and finer chunks. It is deterministic:
/// the same list and test give the same result.
enum DeltaDebugging {
  /// A 1-minimal sublist of `input` on which `test` still fails.
  ///
  /// `test` returns `nil` when the failure is gone, and otherwise the candidate, or a sublist of
  /// it that still fails (a test may cut what comes after the failure); the result is then kept
  /// and reduced further. At most `maximumTests` tests run; past that, the smallest failing list
  /// found so far is returned.
  ///
  /// - Complexity: O(n²) tests in the worst case, O(log n) when one element alone fails.
  static func minimize<Element>(
    _ input: [Element], maximumTests: Int = .max, test: ([Element]) -> [Element]?
  ) -> [Element] {
    var current = input
    var granularity = 2
    var tests = 0
    func attempt(_ candidate: [Element]) -> [Element]? {
      guard tests < maximumTests else { return nil }
      tests += 1
      return test(candidate)
    }
    while current.count >= 2, tests < maximumTests {
      let chunks = split(current, into: granularity)
      var reduced: [Element]?
      for chunk in chunks {
        if let result = attempt(chunk) {
          reduced = result
          granularity = 2
          break
        }
      }
      if reduced == nil, granularity > 2 {
        for index in chunks.indices {
          let complement = chunks.indices.filter { $0 != index }.flatMap { chunks[$0] }
          if let result = attempt(complement) {
            reduced = result
            granularity = max(granularity - 1, 2)
            break
          }
        }
      }
      if let reduced {
        current = reduced
        continue
      }
      guard granularity < current.count else { break }
      granularity = min(granularity * 2, current.count)
    }
    if current.count == 1, let result = attempt([]) { current = result }
    return current
  }

  /// `list` cut into `count` consecutive chunks whose sizes differ by at most one.
  static func split<Element>(_ list: [Element], into count: Int) -> [[Element]] {
    let size = list.count / count
    let larger = list.count % count
    var chunks: [[Element]] = []
    var start = 0
    for index in 0..<count {
      let length = size + (index < larger ? 1 : 0)
      chunks.append(Array(list[start..<start + length]))
      start += length
    }
    return chunks.filter { !$0.isEmpty }
  }
}

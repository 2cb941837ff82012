/// The suggestion in a "did you mean" message: the known word closest to a misspelled one.
///
/// Closeness is the optimal-string-alignment distance over Unicode scalars: insertions,
/// deletions, substitutions and swaps of two neighbouring characters each cost one, since a swap
/// is the commonest typing slip. A word qualifies when it is at most a third of the
/// misspelling's length away (and at least one edit), so `intervalDidStrat` suggests
/// `intervalDidStart` and `rnu` suggests `run`, but `x` suggests nothing.
public enum Suggestion {
  /// The candidate closest to `word`, or `nil` when none is close enough.
  ///
  /// Ties go to the candidate listed first, so the result never depends on hashing.
  ///
  /// - Complexity: O(n·m·k) for k candidates of length m and a word of length n.
  public static func closest<Candidates: Sequence>(to word: String, among candidates: Candidates)
    -> String? where Candidates.Element == String
  {
    let limit = max(1, word.unicodeScalars.count / 3)
    var best: (word: String, distance: Int)?
    for candidate in candidates where candidate != word {
      let distance = editDistance(word, candidate)
      if distance <= limit, distance < (best?.distance ?? .max) {
        best = (candidate, distance)
      }
    }
    return best?.word
  }

  /// The optimal-string-alignment distance between two strings, over Unicode scalars.
  ///
  /// - Complexity: O(n·m) for strings of n and m scalars.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var beforePrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], beforePrevious[j - 2] + 1)
        }
      }
      (beforePrevious, previous, current) = (previous, current, beforePrevious)
    }
    return previous[b.count]
  }
}

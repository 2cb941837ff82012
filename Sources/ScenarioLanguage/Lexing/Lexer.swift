/// Splits a scenario file into lines of tokens, checking its bytes on the way.
///
/// The file must be UTF-8 without control characters (tab is whitespace; lines end with LF or
/// CRLF). `#` starts a comment outside strings. A string is double-quoted with `\"` and `\\`
/// escapes and ends on its line. Any other run of characters except space, tab, `,`, `#` and `"`
/// is one word, so `09:00-17:00`, `+1h30m`, `key=value` and `com.example.app` are single words.
/// A line with a problem yields the problem and no statement.
package enum Lexer {
  /// The lines of `file`, each with its tokens or its first problem.
  ///
  /// - Parameter work: Incremented once per byte examined.
  /// - Complexity: O(n) in the number of bytes.
  static func lex(_ file: SourceFile, work: inout Int) -> [LexedLine] {
    (0..<file.lineCount).map { lexLine(file, number: $0 + 1, work: &work) }
  }

  /// Line `number` of `file` (1-based): its tokens or its first problem.
  ///
  /// The tokens are byte ranges into the file, eight bytes each, so a line costs memory in
  /// proportion to its length whatever it holds.
  ///
  /// - Parameter work: Incremented once per byte examined.
  /// - Complexity: O(k) for a line of k bytes.
  package static func lexLine(_ file: SourceFile, number: Int, work: inout Int) -> LexedLine {
    let range = file.lineRange(number)
    let bytes = file.bytes
    let endColumn = range.count + 1
    var tokens = TokenList(source: file, line: number, lineStart: range.lowerBound)
    func location(_ index: Int) -> SourceLocation {
      SourceLocation(file: file.path, line: number, column: index - range.lowerBound + 1)
    }
    switch scan(bytes, in: range, work: &work) {
    case .failure(let problem):
      return LexedLine(
        number: number, tokens: tokens,
        problem: Diagnostic(problem.error, at: location(problem.index)),
        endColumn: endColumn)
    case .success(let most):
      tokens.reserveCapacity(most)
    }
    var index = range.lowerBound
    while index < range.upperBound {
      work += 1
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"):
        index += 1
      case UInt8(ascii: "#"):
        index = range.upperBound
      case UInt8(ascii: ","):
        tokens.append(index..<(index + 1))
        index += 1
      case UInt8(ascii: "\""):
        switch scanString(bytes, from: index, to: range.upperBound, work: &work) {
        case .success(let end):
          tokens.append(index..<end)
          index = end
        case .failure(let failure):
          return LexedLine(
            number: number, tokens: tokens,
            problem: Diagnostic(failure.error, at: location(failure.index)), endColumn: endColumn)
        }
      default:
        let start = index
        while index < range.upperBound, !isDelimiter(bytes[index]) {
          work += 1
          index += 1
        }
        tokens.append(start..<index)
      }
    }
    return LexedLine(number: number, tokens: tokens, problem: nil, endColumn: endColumn)
  }

  private static func isDelimiter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "#"),
      UInt8(ascii: "\""):
      true
    default: false
    }
  }

  /// A lexical problem and the byte index it is at.
  private struct Failure: Error {
    var error: ScenarioError
    var index: Int
  }

  /// The index past the end of the string starting at the quote at `start`.
  ///
  /// Its escapes are checked here; ``TokenList`` resolves them when the token is read.
  private static func scanString(_ bytes: [UInt8], from start: Int, to end: Int, work: inout Int)
    -> Result<Int, Failure>
  {
    var index = start + 1
    while index < end {
      work += 1
      switch bytes[index] {
      case UInt8(ascii: "\""):
        return .success(index + 1)
      case UInt8(ascii: "\\"):
        guard index + 1 < end else {
          return .failure(Failure(error: .unterminatedString, index: start))
        }
        let next = bytes[index + 1]
        guard next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") else {
          let length = (try? UTF8Scan.character(in: bytes, at: index + 1, end: end).get()) ?? 1
          let escaped = String(decoding: bytes[(index + 1)..<(index + 1 + length)], as: UTF8.self)
          return .failure(Failure(error: .invalidEscape("\\" + escaped), index: index))
        }
        index += 2
      default:
        index += 1
      }
    }
    return .failure(Failure(error: .unterminatedString, index: start))
  }

  /// Checks that every character in `range` is well-formed UTF-8 and not a control character,
  /// and returns an upper bound on the number of tokens the range holds.
  ///
  /// Every token starts with a comma, a quote, or a byte that is not a delimiter after one that
  /// is (or at the line's start), so counting those bounds the tokens. A carriage return found
  /// here is one that does not end the line.
  private static func scan(_ bytes: [UInt8], in range: Range<Int>, work: inout Int)
    -> Result<Int, Failure>
  {
    var starts = 0
    var afterDelimiter = true
    var index = range.lowerBound
    while index < range.upperBound {
      work += 1
      let byte = bytes[index]
      let isDelimiter = isDelimiter(byte)
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || (!isDelimiter && afterDelimiter)
      {
        starts += 1
      }
      afterDelimiter = isDelimiter
      switch UTF8Scan.character(in: bytes, at: index, end: range.upperBound) {
      case .success(let length): index += length
      case .failure(let error): return .failure(Failure(error: error, index: index))
      }
    }
    return .success(starts)
  }
}

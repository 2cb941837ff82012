/// Splits a scenario file into lines of tokens, checking its bytes on the way.
///
/// The file must be UTF-8 without control characters (tab is whitespace; lines end with LF or
/// CRLF). `#` starts a comment outside strings. A string is double-quoted with `\"` and `\\`
/// escapes and ends on its line. Any other run of characters except space, tab, `,`, `#` and `"`
/// is one word, so `09:00-17:00`, `+1h30m`, `key=value` and `com.example.app` are single words.
/// A line with a problem yields the problem and no statement.
enum Lexer {
  /// The lines of `file`, each with its tokens or its first problem.
  ///
  /// - Parameter work: Incremented once per byte examined.
  /// - Complexity: O(n) in the number of bytes.
  static func lex(_ file: SourceFile, work: inout Int) -> [LexedLine] {
    file.lines.enumerated().map { offset, range in
      lexLine(file, number: offset + 1, range: range, work: &work)
    }
  }

  private static func lexLine(
    _ file: SourceFile, number: Int, range: Range<Int>, work: inout Int
  ) -> LexedLine {
    let bytes = file.bytes
    let endColumn = range.count + 1
    func location(_ index: Int) -> SourceLocation {
      SourceLocation(file: file.path, line: number, column: index - range.lowerBound + 1)
    }
    if let (index, error) = firstEncodingProblem(bytes, in: range, work: &work) {
      return LexedLine(
        number: number, tokens: [], problem: Diagnostic(error, at: location(index)),
        endColumn: endColumn)
    }
    var tokens: [Token] = []
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
        tokens.append(Token(kind: .comma, text: ",", location: location(index), length: 1))
        index += 1
      case UInt8(ascii: "\""):
        switch scanString(bytes, from: index, to: range.upperBound, work: &work) {
        case .success(let (text, end)):
          tokens.append(
            Token(kind: .string, text: text, location: location(index), length: end - index))
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
        tokens.append(
          Token(
            kind: .word, text: String(decoding: bytes[start..<index], as: UTF8.self),
            location: location(start), length: index - start))
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

  /// The string starting at the quote at `start`: its contents and the index past its end.
  private static func scanString(_ bytes: [UInt8], from start: Int, to end: Int, work: inout Int)
    -> Result<(String, Int), Failure>
  {
    var contents: [UInt8] = []
    var index = start + 1
    while index < end {
      work += 1
      switch bytes[index] {
      case UInt8(ascii: "\""):
        return .success((String(decoding: contents, as: UTF8.self), index + 1))
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
        contents.append(next)
        index += 2
      default:
        contents.append(bytes[index])
        index += 1
      }
    }
    return .failure(Failure(error: .unterminatedString, index: start))
  }

  /// The first character in `range` that is not well-formed UTF-8 or is a control character.
  ///
  /// A carriage return found here is one that does not end the line.
  private static func firstEncodingProblem(
    _ bytes: [UInt8], in range: Range<Int>, work: inout Int
  ) -> (Int, ScenarioError)? {
    var index = range.lowerBound
    while index < range.upperBound {
      work += 1
      switch UTF8Scan.character(in: bytes, at: index, end: range.upperBound) {
      case .success(let length): index += length
      case .failure(let error): return (index, error)
      }
    }
    return nil
  }
}

import ScenarioLanguage

/// The canonical form of a scenario file, for `textDocument/formatting`.
///
/// The form changes only what carries no meaning (spec section 1), line by line:
///
/// - a line's tokens are written with one space between them, none before a comma and one after
///   it, and without indentation; words and strings keep their exact spelling;
/// - a comment stays as written, one space after the last token, its trailing whitespace
///   removed;
/// - whitespace at the end of a line goes, and a line of only whitespace is blank;
/// - blank lines at the start and the end of the file go, and a run of blank lines becomes one;
/// - the file ends with a line break; each line keeps its own (LF or CR LF).
///
/// A line the lexer cannot read (a string left open, a control character, a bad escape) is
/// left exactly as it is, since where its tokens end is not known. Every other line yields the
/// same tokens after formatting as before, so the parser reads the same statements, with the
/// same problems, from either; formatting a formatted file changes nothing.
enum ScenarioFormatter {
  /// One replacement of bytes in the text.
  struct Edit: Sendable, Equatable {
    var range: Range<Int>
    var replacement: [UInt8]
  }

  /// The edits that give `source` its canonical form, in order, none overlapping.
  ///
  /// - Complexity: O(n) in the size of the text.
  static func edits(_ source: SourceFile) -> [Edit] {
    let bytes = source.bytes
    let lineCount = source.lineCount
    var lines: [(content: [UInt8]?, isBlank: Bool)] = []
    lines.reserveCapacity(lineCount)
    var work = 0
    for number in stride(from: 1, through: lineCount, by: 1) {
      let lexed = Lexer.lexLine(source, number: number, work: &work)
      if lexed.problem != nil {
        lines.append((nil, false))
      } else {
        let content = canonicalContent(lexed, line: source.line(number))
        lines.append((content, content.isEmpty))
      }
    }
    let lastContent = lines.lastIndex { !$0.isBlank }
    var edits: [Edit] = []
    var previousKeptIsBlank = true
    for index in lines.indices {
      let number = index + 1
      let range = source.lineRange(number)
      let next = number < lineCount ? source.lineRange(number + 1).lowerBound : bytes.count
      let line = lines[index]
      if line.isBlank {
        let isKept = !previousKeptIsBlank && lastContent.map { index < $0 } == true
        if isKept {
          previousKeptIsBlank = true
          if !range.isEmpty { edits.append(Edit(range: range, replacement: [])) }
        } else {
          edits.append(Edit(range: range.lowerBound..<next, replacement: []))
        }
        continue
      }
      previousKeptIsBlank = false
      var replacement = line.content
      let isChanged = replacement.map { !bytes[range].elementsEqual($0) } ?? false
      let endsFile = index == lastContent && !bytes[range.upperBound..<next].contains(0x0A)
      if endsFile, next > range.upperBound {
        // The file ends with a carriage return alone: a line feed after it ends the line.
        if isChanged, let replacement { edits.append(Edit(range: range, replacement: replacement)) }
        edits.append(Edit(range: next..<next, replacement: [0x0A]))
        continue
      }
      if endsFile {
        replacement = (replacement ?? Array(bytes[range])) + Self.lineBreak(bytes)
      }
      if let replacement, isChanged || endsFile {
        edits.append(Edit(range: range, replacement: replacement))
      }
    }
    return edits
  }

  /// `source`'s text in canonical form.
  static func formatted(_ source: SourceFile) -> [UInt8] {
    apply(edits(source), to: source.bytes)
  }

  /// `bytes` with `edits` (in order, none overlapping) made.
  static func apply(_ edits: [Edit], to bytes: [UInt8]) -> [UInt8] {
    var result = bytes
    for edit in edits.reversed() {
      result.replaceSubrange(edit.range, with: edit.replacement)
    }
    return result
  }

  /// The line break the file's first line ends with, LF when it has none.
  private static func lineBreak(_ bytes: [UInt8]) -> [UInt8] {
    guard let feed = bytes.firstIndex(of: 0x0A), feed > 0, bytes[feed - 1] == 0x0D else {
      return [0x0A]
    }
    return [0x0D, 0x0A]
  }

  /// A line's tokens and comment in canonical form; empty for a blank line.
  private static func canonicalContent(_ lexed: LexedLine, line: ArraySlice<UInt8>) -> [UInt8] {
    var result: [UInt8] = []
    var commentSearchStart = line.startIndex
    for (position, token) in lexed.tokens.enumerated() {
      if position > 0, token.kind != .comma { result.append(UInt8(ascii: " ")) }
      let start = line.startIndex + token.location.column - 1
      let end = start + token.length
      result.append(contentsOf: line[start..<end])
      commentSearchStart = end
    }
    if let hash = line[commentSearchStart...].firstIndex(of: UInt8(ascii: "#")) {
      var end = line.endIndex
      while end > hash, line[end - 1] == UInt8(ascii: " ") || line[end - 1] == UInt8(ascii: "\t") {
        end -= 1
      }
      if !result.isEmpty { result.append(UInt8(ascii: " ")) }
      result.append(contentsOf: line[hash..<end])
    }
    return result
  }
}

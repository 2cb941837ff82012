/// Where the lines of a text start, as LSP counts lines, and conversion between byte offsets and
/// positions.
///
/// LSP ends a line at LF, CR LF or a CR alone; the scenario front end only at LF. Converting
/// through byte offsets keeps the two agreeing on every character, whatever the line ends.
struct LineTable: Sendable {
  /// The offset each line starts at; the first is 0.
  private(set) var starts: [Int] = [0]
  /// The text's length in bytes.
  private(set) var length: Int

  /// The lines of `bytes`.
  ///
  /// - Complexity: O(n) in the number of bytes.
  init(_ bytes: [UInt8]) {
    length = bytes.count
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case 0x0A:
        starts.append(index + 1)
      case 0x0D:
        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      default:
        break
      }
      index += 1
    }
  }

  /// The number of lines; a text ending in a line break has an empty last line.
  var lineCount: Int { starts.count }

  /// The bytes of line `line` (from 0) without its line break; empty past the end.
  func contentRange(ofLine line: Int, in bytes: [UInt8]) -> Range<Int> {
    guard line >= 0, line < starts.count else { return length..<length }
    let start = starts[line]
    var end = line + 1 < starts.count ? starts[line + 1] : length
    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return start..<end
  }

  /// The line (from 0) that holds byte `offset`.
  ///
  /// - Complexity: O(log n) in the number of lines.
  func line(containing offset: Int) -> Int {
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    return low
  }

  /// The byte offset of `position`, clamped as LSP asks: a character past the line's end means
  /// its end, a line past the text's end means the text's end.
  ///
  /// - Complexity: O(k) for a line of k bytes.
  func offset(of position: TextPosition, in bytes: [UInt8], encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < starts.count else { return length }
    let range = contentRange(ofLine: position.line, in: bytes)
    var index = range.lowerBound
    var units = 0
    while index < range.upperBound {
      let lead = bytes[index]
      let width = encoding.units(lead: lead)
      guard units + width <= position.character else { break }
      units += width
      index += min(PositionEncoding.sequenceLength(lead), range.upperBound - index)
    }
    return index
  }

  /// The position of byte `offset`, which is clamped to the text.
  ///
  /// - Complexity: O(log n + k) for n lines and a line of k bytes.
  func position(of offset: Int, in bytes: [UInt8], encoding: PositionEncoding) -> TextPosition {
    let offset = min(max(0, offset), length)
    let line = line(containing: offset)
    var index = starts[line]
    var units = 0
    while index < offset {
      let lead = bytes[index]
      units += encoding.units(lead: lead)
      index += PositionEncoding.sequenceLength(lead)
    }
    return TextPosition(line: line, character: units)
  }
}

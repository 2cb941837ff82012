extension Array where Element == UInt8 {
  /// Whether `needle` occurs as a contiguous run.
  func contains(subsequence needle: [UInt8]) -> Bool {
    guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
    var index = startIndex
    while index <= count - needle.count {
      if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) {
        return true
      }
      index += 1
    }
    return false
  }
}

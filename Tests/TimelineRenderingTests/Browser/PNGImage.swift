/// A decoded PNG screenshot: 8-bit RGB or RGBA, not interlaced, as Chromium writes them.
struct PNGImage {
  enum Failure: Error, Equatable {
    case notPNG, truncated, unsupported(String), badFilter(Int), badSize
    case inflate(Inflate.Failure)
  }

  let width: Int
  let height: Int
  /// The pixels row by row, each as `0xRRGGBB` (alpha, if any, is dropped).
  let pixels: [UInt32]

  init(bytes: [UInt8]) throws(Failure) {
    guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw .notPNG
    }
    var position = 8
    var header: [UInt8] = []
    var data: [UInt8] = []
    while position + 8 <= bytes.count {
      let length = bytes[position..<position + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[position + 4..<position + 8], as: UTF8.self)
      let start = position + 8
      guard start + length + 4 <= bytes.count else { throw .truncated }
      switch type {
      case "IHDR": header = Array(bytes[start..<start + length])
      case "IDAT": data.append(contentsOf: bytes[start..<start + length])
      default: break
      }
      position = start + length + 4
      if type == "IEND" { break }
    }
    guard header.count == 13 else { throw .truncated }
    let width = header[0..<4].reduce(0) { $0 << 8 | Int($1) }
    let height = header[4..<8].reduce(0) { $0 << 8 | Int($1) }
    let channels: Int
    switch (header[8], header[9]) {
    case (8, 2): channels = 3
    case (8, 6): channels = 4
    default: throw .unsupported("bit depth \(header[8]), colour type \(header[9])")
    }
    guard header[12] == 0 else { throw .unsupported("interlaced") }
    let raw: [UInt8]
    do { raw = try Inflate.zlib(data) } catch { throw .inflate(error) }
    let stride = width * channels
    guard raw.count == height * (stride + 1) else { throw .badSize }
    var previous = [UInt8](repeating: 0, count: stride)
    var row = [UInt8](repeating: 0, count: stride)
    var pixels: [UInt32] = []
    pixels.reserveCapacity(width * height)
    for y in 0..<height {
      let base = y * (stride + 1)
      let filter = Int(raw[base])
      for index in 0..<stride {
        let value = raw[base + 1 + index]
        let left = index >= channels ? row[index - channels] : 0
        let up = previous[index]
        let upLeft = index >= channels ? previous[index - channels] : 0
        switch filter {
        case 0: row[index] = value
        case 1: row[index] = value &+ left
        case 2: row[index] = value &+ up
        case 3: row[index] = value &+ UInt8((Int(left) + Int(up)) / 2)
        case 4: row[index] = value &+ Self.paeth(left, up, upLeft)
        default: throw .badFilter(filter)
        }
      }
      for x in 0..<width {
        let offset = x * channels
        pixels.append(
          UInt32(row[offset]) << 16 | UInt32(row[offset + 1]) << 8 | UInt32(row[offset + 2]))
      }
      swap(&previous, &row)
    }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  private static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
    let estimate = Int(a) + Int(b) - Int(c)
    let (da, db, dc) = (abs(estimate - Int(a)), abs(estimate - Int(b)), abs(estimate - Int(c)))
    return da <= db && da <= dc ? a : db <= dc ? b : c
  }

  /// How many pixels have each colour.
  var histogram: [UInt32: Int] {
    var counts: [UInt32: Int] = [:]
    for pixel in pixels { counts[pixel, default: 0] += 1 }
    return counts
  }
}

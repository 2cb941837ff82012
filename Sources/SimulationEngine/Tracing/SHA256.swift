import SHA256Instructions

/// SHA-256 as specified in FIPS 180-4, the hash behind every trace digest.
///
/// It is written out here because the engine imports nothing but the standard library and its
/// own C module; it is checked against the FIPS 180-4 example digests in the tests. Whole blocks
/// are compressed with the processor's SHA instructions where it has them (x86-64's SHA
/// extensions), and by the Swift rounds below everywhere else: the digest is the same.
public struct SHA256: Sendable {
  private var state: [UInt32] = [
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
  ]
  private var block: [UInt8] = []
  private var messageLength: UInt64 = 0
  /// Whether whole blocks go to the processor's SHA instructions.
  private let usesInstructions: Bool

  /// Creates a hasher with no input yet.
  public init() {
    self.init(usingProcessorInstructions: true)
  }

  /// Creates a hasher that uses the processor's SHA instructions where it has them, or
  /// (`false`) only the Swift rounds.
  package init(usingProcessorInstructions: Bool) {
    usesInstructions = usingProcessorInstructions && stsim_sha256_has_instructions() != 0
    block.reserveCapacity(64)
  }

  /// Feeds `bytes` into the hash.
  public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
    let contiguous: Void? = bytes.withContiguousStorageIfAvailable { update(contiguous: $0) }
    guard contiguous == nil else { return }
    for byte in bytes {
      block.append(byte)
      messageLength &+= 1
      if block.count == 64 {
        compress()
        block.removeAll(keepingCapacity: true)
      }
    }
  }

  /// Feeds the bytes of `buffer` into the hash, a block's worth at a time.
  ///
  /// Whole blocks of `buffer` are compressed where they lie; only the bytes before and after
  /// them are gathered into the pending block.
  private mutating func update(contiguous buffer: UnsafeBufferPointer<UInt8>) {
    messageLength &+= UInt64(buffer.count)
    var start = 0
    if !block.isEmpty {
      start = min(buffer.count, 64 - block.count)
      block.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[0..<start]))
      guard block.count == 64 else { return }
      compress()
      block.removeAll(keepingCapacity: true)
    }
    let wholeBlocks = (buffer.count - start) / 64
    if wholeBlocks > 0 {
      compress(blocks: UnsafeBufferPointer(rebasing: buffer[start..<start + 64 * wholeBlocks]))
      start += 64 * wholeBlocks
    }
    if start < buffer.count {
      block.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start...]))
    }
  }

  /// Finishes the hash and returns the 32-byte digest.
  public consuming func finalize() -> Digest {
    let bitLength = messageLength &* 8
    block.append(0x80)
    if block.count > 56 {
      block.append(contentsOf: repeatElement(0, count: 64 - block.count))
      compress()
      block.removeAll(keepingCapacity: true)
    }
    block.append(contentsOf: repeatElement(0, count: 56 - block.count))
    for shift in stride(from: 56, through: 0, by: -8) {
      block.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
    }
    compress()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(32)
    for word in state {
      for shift in stride(from: 24, through: 0, by: -8) {
        bytes.append(UInt8(truncatingIfNeeded: word >> UInt32(shift)))
      }
    }
    return Digest(bytes: bytes)
  }

  /// A finished SHA-256 digest.
  public struct Digest: Hashable, Sendable {
    /// The 32 bytes of the digest.
    public let bytes: [UInt8]

    /// The digest as 64 lower-case hexadecimal digits.
    public var hexadecimal: String {
      let digits = Array("0123456789abcdef".utf8)
      var text: [UInt8] = []
      text.reserveCapacity(64)
      for byte in bytes {
        text.append(digits[Int(byte >> 4)])
        text.append(digits[Int(byte & 0x0f)])
      }
      return String(decoding: text, as: UTF8.self)
    }
  }

  private static let roundConstants: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
    0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
    0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
    0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
    0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
    0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
    0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
    0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
    0xc671_78f2,
  ]

  /// Compresses the pending block, which is full.
  private mutating func compress() {
    let block = block
    block.withUnsafeBufferPointer { compress(blocks: $0) }
  }

  /// Compresses the whole 64-byte blocks of `blocks` into the state, in order.
  private mutating func compress(blocks: UnsafeBufferPointer<UInt8>) {
    guard let base = blocks.baseAddress, !blocks.isEmpty else { return }
    if usesInstructions {
      let done = state.withUnsafeMutableBufferPointer { state in
        guard let words = state.baseAddress else { return false }
        return stsim_sha256_compress_blocks(words, base, blocks.count / 64) != 0
      }
      if done { return }
    }
    var start = 0
    while start < blocks.count {
      compress(UnsafeBufferPointer(rebasing: blocks[start..<start + 64]))
      start += 64
    }
  }

  /// Compresses the 64 bytes of `block` into the state.
  private mutating func compress(_ block: UnsafeBufferPointer<UInt8>) {
    let (a, b, c, d, e, f, g, h) = withUnsafeTemporaryAllocation(
      of: UInt32.self, capacity: 64
    ) { w in
      Self.roundConstants.withUnsafeBufferPointer { k in
        state.withUnsafeBufferPointer { state in
          Self.rounds(block: block, schedule: w, constants: k, state: state)
        }
      }
    }
    state[0] &+= a
    state[1] &+= b
    state[2] &+= c
    state[3] &+= d
    state[4] &+= e
    state[5] &+= f
    state[6] &+= g
    state[7] &+= h
  }

  /// The 64 rounds over one block, from `state`, with `schedule` as scratch space.
  ///
  /// Eight rounds at a time, each with the working variables in their turn's places, so that no
  /// round moves them along; the rotations are masking shifts, which compile to rotate
  /// instructions.
  private static func rounds(
    block: UnsafeBufferPointer<UInt8>, schedule w: UnsafeMutableBufferPointer<UInt32>,
    constants k: UnsafeBufferPointer<UInt32>, state: UnsafeBufferPointer<UInt32>
  ) -> (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) {
    for index in 0..<16 {
      let byte = 4 &* index
      w[index] =
        UInt32(block[byte]) &<< 24 | UInt32(block[byte &+ 1]) &<< 16
        | UInt32(block[byte &+ 2]) &<< 8 | UInt32(block[byte &+ 3])
    }
    for index in 16..<64 {
      let early = w[index &- 15]
      let late = w[index &- 2]
      let s0 = rotr(early, 7) ^ rotr(early, 18) ^ (early &>> 3)
      let s1 = rotr(late, 17) ^ rotr(late, 19) ^ (late &>> 10)
      w[index] = w[index &- 16] &+ s0 &+ w[index &- 7] &+ s1
    }
    var a = state[0]
    var b = state[1]
    var c = state[2]
    var d = state[3]
    var e = state[4]
    var f = state[5]
    var g = state[6]
    var h = state[7]
    var index = 0
    while index < 64 {
      round(a, b, c, &d, e, f, g, &h, k[index] &+ w[index])
      round(h, a, b, &c, d, e, f, &g, k[index &+ 1] &+ w[index &+ 1])
      round(g, h, a, &b, c, d, e, &f, k[index &+ 2] &+ w[index &+ 2])
      round(f, g, h, &a, b, c, d, &e, k[index &+ 3] &+ w[index &+ 3])
      round(e, f, g, &h, a, b, c, &d, k[index &+ 4] &+ w[index &+ 4])
      round(d, e, f, &g, h, a, b, &c, k[index &+ 5] &+ w[index &+ 5])
      round(c, d, e, &f, g, h, a, &b, k[index &+ 6] &+ w[index &+ 6])
      round(b, c, d, &e, f, g, h, &a, k[index &+ 7] &+ w[index &+ 7])
      index &+= 8
    }
    return (a, b, c, d, e, f, g, h)
  }

  /// One round: `d` takes the new `e`, and `h` the new `a`.
  @inline(__always)
  private static func round(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32,
    _ g: UInt32, _ h: inout UInt32, _ constantAndWord: UInt32
  ) {
    let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
    let choice = (e & f) ^ (~e & g)
    let t1 = h &+ s1 &+ choice &+ constantAndWord
    let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
    let majority = (a & b) ^ (a & c) ^ (b & c)
    d &+= t1
    h = t1 &+ s0 &+ majority
  }

  @inline(__always)
  private static func rotr(_ value: UInt32, _ amount: UInt32) -> UInt32 {
    (value &>> amount) | (value &<< (32 &- amount))
  }
}

/// The xoshiro256** 1.0 generator of Blackman and Vigna: the source of every random choice.
///
/// Every choice a simulation makes (token bytes, identifiers, tie breaks) is drawn from one
/// instance seeded from the scenario's seed, so a run is a pure function of its inputs. The
/// algorithm is fixed and implemented here rather than taken from the standard library, whose
/// generators and bounded draws are free to change between releases.
///
/// Its published outputs from the state `{1, 2, 3, 4}` begin `11520`, `0`, `1509978240`,
/// `1215971899390074240`.
public struct Xoshiro256StarStar: RandomNumberGenerator, Hashable, Sendable {
  @usableFromInline var s0: UInt64
  @usableFromInline var s1: UInt64
  @usableFromInline var s2: UInt64
  @usableFromInline var s3: UInt64

  /// Creates a generator from a 64-bit seed, expanding it with ``SplitMix64``.
  public init(seed: UInt64) {
    var expander = SplitMix64(seed: seed)
    self.init(state: (expander.next(), expander.next(), expander.next(), expander.next()))
  }

  /// Creates a generator with an explicit state, which must not be all zeros.
  public init(state: (UInt64, UInt64, UInt64, UInt64)) {
    precondition(
      state.0 | state.1 | state.2 | state.3 != 0, "xoshiro256** state must not be all zeros")
    (s0, s1, s2, s3) = state
  }

  /// Returns the next 64 random bits.
  @inlinable
  public mutating func next() -> UInt64 {
    let result = rotateLeft(s1 &* 5, by: 7) &* 9
    let t = s1 << 17
    s2 ^= s0
    s3 ^= s1
    s1 ^= s2
    s0 ^= s3
    s2 ^= t
    s3 = rotateLeft(s3, by: 45)
    return result
  }

  /// Returns a value in `0..<bound`, without modulo bias.
  ///
  /// Uses rejection sampling on the top bits, so the sequence of draws is defined by this
  /// generator alone and not by the standard library's bounded-draw algorithm.
  @inlinable
  public mutating func next(below bound: UInt64) -> UInt64 {
    precondition(bound > 0, "the bound of a random draw must be positive")
    let threshold = (0 &- bound) % bound
    while true {
      let value = next()
      if value >= threshold { return value % bound }
    }
  }

  /// Returns a value uniformly distributed in `0 ..< 1` with 53 random bits.
  @inlinable
  public mutating func nextUnitInterval() -> Double {
    Double(next() >> 11) * 0x1.0p-53
  }

  /// Returns `count` random bytes.
  public mutating func nextBytes(count: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count)
    while bytes.count < count {
      var word = next()
      for _ in 0..<min(8, count - bytes.count) {
        bytes.append(UInt8(truncatingIfNeeded: word))
        word >>= 8
      }
    }
    return bytes
  }
}

@inlinable @inline(__always)
func rotateLeft(_ value: UInt64, by amount: UInt64) -> UInt64 {
  (value << amount) | (value >> (64 - amount))
}

/// The SplitMix64 generator of Steele, Lea and Flood, as in Vigna's reference `splitmix64.c`.
///
/// Its only job here is to expand a 64-bit seed into the 256-bit state of
/// ``Xoshiro256StarStar``, as the xoshiro authors recommend. Its published outputs for the
/// seed 0 begin `0xE220A8397B1DCDAF`, `0x6E789E6AA1B965F4`, `0x06C45D188009454F`.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  /// The generator's whole state: a Weyl sequence counter.
  @usableFromInline var state: UInt64

  /// Creates a generator whose state is `seed`.
  @inlinable
  public init(seed: UInt64) {
    self.state = seed
  }

  /// Returns the next 64 random bits.
  @inlinable
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A seed derived from `seed` and a path of numbers, for independent streams.
  ///
  /// Each number of the path is mixed in by one SplitMix64 step, so different paths give
  /// unrelated seeds and a stream keyed by its path does not depend on what other streams drew.
  ///
  /// ```swift
  /// let tokens = Xoshiro256StarStar(seed: SplitMix64.derive(seed, path: [1]))
  /// ```
  public static func derive(_ seed: UInt64, path: [UInt64]) -> UInt64 {
    var state = seed
    for value in path {
      var mixer = SplitMix64(seed: state ^ (value &* 0xD1B5_4A32_D192_ED03))
      state = mixer.next()
    }
    return state
  }
}

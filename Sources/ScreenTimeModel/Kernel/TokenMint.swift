import SimulationEngine

/// The bytes of new tokens: a pure function of the run's token seed and what the token is.
///
/// The same item, authorization epoch and representation always get the same bytes in a run,
/// whatever else happened before; `attempt` draws again in the (astronomically unlikely) case
/// that the bytes collide with a token already handed out.
public struct TokenMint: Sendable, Equatable {
  let seed: UInt64

  public init(seed: UInt64) {
    self.seed = seed
  }

  /// The bytes of the token for `item` under `epoch` and `representation`.
  public func bytes(for item: Item, epoch: Int, representation: Int, attempt: Int) -> [UInt8] {
    let code: UInt64 =
      switch item {
      case .app(let index): UInt64(index) << 2
      case .web(let index): UInt64(index) << 2 | 1
      case .category(let index): UInt64(index) << 2 | 2
      }
    let path = [code, UInt64(epoch), UInt64(representation), UInt64(attempt)]
    var generator = Xoshiro256StarStar(seed: SplitMix64.derive(seed, path: path))
    return generator.nextBytes(count: OpaqueToken.byteCount)
  }
}

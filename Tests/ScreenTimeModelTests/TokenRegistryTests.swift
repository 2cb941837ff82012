import Foundation
import ScreenTimeModel
import SimulationEngine
import Testing

struct TokenRegistryTests {
  @Test func theSameItemAndEpochGiveTheSameBytes() {
    var registry = TokenRegistry()
    var generator = Xoshiro256StarStar(seed: 1)
    let first = registry.current(for: .app(0), epoch: 1, using: &generator)
    let again = registry.current(for: .app(0), epoch: 1, using: &generator)
    let other = registry.current(for: .app(1), epoch: 1, using: &generator)
    #expect(first == again)
    #expect(first != other)
    #expect(first.bytes.count == OpaqueToken.byteCount)
  }

  @Test func aNewEpochMintsNewBytes() {
    var registry = TokenRegistry()
    var generator = Xoshiro256StarStar(seed: 1)
    let old = registry.current(for: .app(0), epoch: 1, using: &generator)
    let new = registry.current(for: .app(0), epoch: 2, using: &generator)
    #expect(old != new)
    #expect(!registry.isCurrent(old, epoch: 2))
    #expect(registry.isCurrent(new, epoch: 2))
  }

  @Test func rotationChangesTheCurrentTokenAndKeepsTheOldRecord() {
    var registry = TokenRegistry()
    var generator = Xoshiro256StarStar(seed: 2)
    let old = registry.current(for: .web(0), epoch: 1, using: &generator)
    registry.rotate(.web(0))
    let new = registry.current(for: .web(0), epoch: 1, using: &generator)
    #expect(old != new)
    #expect(registry.record(of: old)?.item == .web(0))
    #expect(registry.record(of: old)?.isExpired == false)
    #expect(!registry.isCurrent(old, epoch: 1))
  }

  @Test func expiryMarksEveryTokenOfTheItem() {
    var registry = TokenRegistry()
    var generator = Xoshiro256StarStar(seed: 3)
    let old = registry.current(for: .category(0), epoch: 1, using: &generator)
    registry.expire(.category(0))
    #expect(registry.record(of: old)?.isExpired == true)
    let fresh = registry.current(for: .category(0), epoch: 1, using: &generator)
    #expect(registry.record(of: fresh)?.isExpired == false)
  }

  @Test func unknownBytesHaveNoRecord() {
    let registry = TokenRegistry()
    #expect(registry.record(of: OpaqueToken(bytes: [1, 2, 3])) == nil)
  }

  @Test func base64MatchesFoundation() {
    var generator = Xoshiro256StarStar(seed: 9)
    for count in 0..<20 {
      let bytes = generator.nextBytes(count: count)
      #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
    }
  }
}

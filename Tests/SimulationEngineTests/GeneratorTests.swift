import SimulationEngine
import Testing

struct GeneratorTests {
  /// The published outputs of Vigna's reference `splitmix64.c` from the state 0.
  @Test func splitMix64MatchesItsPublishedOutputs() {
    var generator = SplitMix64(seed: 0)
    let outputs = (0..<4).map { _ in generator.next() }
    #expect(
      outputs == [
        0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F, 0xF88B_B8A8_724C_81EC,
      ])
  }

  /// The published outputs of the reference `xoshiro256starstar.c` from the state {1, 2, 3, 4}.
  @Test func xoshiro256StarStarMatchesItsPublishedOutputs() {
    var generator = Xoshiro256StarStar(state: (1, 2, 3, 4))
    let outputs = (0..<10).map { _ in generator.next() }
    #expect(
      outputs == [
        11520, 0, 1_509_978_240, 1_215_971_899_390_074_240, 1_216_172_134_540_287_360,
        607_988_272_756_665_600, 16_172_922_978_634_559_625, 8_476_171_486_693_032_832,
        10_595_114_339_597_558_777, 2_904_607_092_377_533_576,
      ])
  }

  @Test func seedingExpandsTheSeedWithSplitMix64() {
    var expander = SplitMix64(seed: 42)
    var expected = Xoshiro256StarStar(
      state: (expander.next(), expander.next(), expander.next(), expander.next()))
    var seeded = Xoshiro256StarStar(seed: 42)
    #expect((0..<8).map { _ in seeded.next() } == (0..<8).map { _ in expected.next() })
  }

  @Test func theSameSeedGivesTheSameSequenceAndAnotherSeedAnother() {
    var a = Xoshiro256StarStar(seed: 7)
    var b = Xoshiro256StarStar(seed: 7)
    var c = Xoshiro256StarStar(seed: 8)
    let first = (0..<16).map { _ in a.next() }
    #expect(first == (0..<16).map { _ in b.next() })
    #expect(first != (0..<16).map { _ in c.next() })
  }

  @Test func boundedDrawsStayInRangeAndCoverIt() {
    var generator = Xoshiro256StarStar(seed: 3)
    var seen = Set<UInt64>()
    for _ in 0..<1_000 {
      let value = generator.next(below: 7)
      #expect(value < 7)
      seen.insert(value)
    }
    #expect(seen.count == 7)
  }

  @Test func byteDrawsHaveTheRequestedLengthAndFollowTheWords() {
    var generator = Xoshiro256StarStar(seed: 11)
    var reference = Xoshiro256StarStar(seed: 11)
    let bytes = generator.nextBytes(count: 12)
    #expect(bytes.count == 12)
    let word = reference.next()
    #expect(Array(bytes.prefix(8)) == (0..<8).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) })
  }

  @Test func unitIntervalDrawsStayInTheHalfOpenInterval() {
    var generator = Xoshiro256StarStar(seed: 5)
    for _ in 0..<1_000 {
      let value = generator.nextUnitInterval()
      #expect(value >= 0 && value < 1)
    }
  }
}

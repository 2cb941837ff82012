import Foundation
import ScreenTimeModel
import SimulationEngine
import Testing

struct TokenVaultTests {
  @Test func theSameItemAndEpochGiveTheSameBytes() {
    var vault = TokenVault()
    let mint = TokenMint(seed: 1)
    let first = vault.current(for: .app(0), epoch: 1, mint: mint).token
    let again = vault.current(for: .app(0), epoch: 1, mint: mint).token
    let other = vault.current(for: .app(1), epoch: 1, mint: mint).token
    #expect(first == again)
    #expect(first != other)
    #expect(first.bytes.count == OpaqueToken.byteCount)
  }

  @Test func aNewEpochMintsNewBytes() {
    var vault = TokenVault()
    let mint = TokenMint(seed: 1)
    let old = vault.current(for: .app(0), epoch: 1, mint: mint).token
    let new = vault.current(for: .app(0), epoch: 2, mint: mint).token
    #expect(old != new)
    #expect(!vault.isCurrent(old, epoch: 2))
    #expect(vault.isCurrent(new, epoch: 2))
  }

  @Test func rotationChangesTheCurrentTokenAndKeepsTheOldRecord() {
    var vault = TokenVault()
    let mint = TokenMint(seed: 2)
    let old = vault.current(for: .web(0), epoch: 1, mint: mint).token
    vault.rotate(.web(0))
    let new = vault.current(for: .web(0), epoch: 1, mint: mint).token
    #expect(old != new)
    #expect(vault.record(of: old)?.item == .web(0))
    #expect(vault.record(of: old)?.isExpired == false)
    #expect(!vault.isCurrent(old, epoch: 1))
  }

  @Test func expiryMarksEveryTokenOfTheItem() {
    var vault = TokenVault()
    let mint = TokenMint(seed: 3)
    let old = vault.current(for: .category(0), epoch: 1, mint: mint).token
    vault.expire(.category(0))
    #expect(vault.record(of: old)?.isExpired == true)
    let fresh = vault.current(for: .category(0), epoch: 1, mint: mint).token
    #expect(vault.record(of: fresh)?.isExpired == false)
  }

  @Test func tokenBytesDependOnWhatTheTokenIsNotOnMintingOrder() {
    let mint = TokenMint(seed: 5)
    var forwards = TokenVault()
    var backwards = TokenVault()
    let items: [Item] = [.app(0), .app(1), .web(0), .category(0)]
    let first = items.map { forwards.current(for: $0, epoch: 1, mint: mint).token }
    let second = items.reversed().map { backwards.current(for: $0, epoch: 1, mint: mint).token }
    #expect(first == Array(second.reversed()))
    #expect(Set(first).count == items.count)
    #expect(
      TokenMint(seed: 6).bytes(for: .app(0), epoch: 1, representation: 0, attempt: 0)
        != mint.bytes(for: .app(0), epoch: 1, representation: 0, attempt: 0))
  }

  @Test func unknownBytesHaveNoRecord() {
    let vault = TokenVault()
    #expect(vault.record(of: OpaqueToken(bytes: [1, 2, 3])) == nil)
  }

  @Test func base64MatchesFoundation() {
    var generator = Xoshiro256StarStar(seed: 9)
    for count in 0..<20 {
      let bytes = generator.nextBytes(count: count)
      #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
    }
  }
}

import SimulationEngine
import Testing

@testable import ScreenTimeModel

/// What the device enforces, computed from stores, tokens and authorization alone.
struct EffectiveSettingsResolverTests {
  let inventory = Inventory(
    apps: [
      .init(name: "insta", bundleIdentifier: "com.insta", displayName: "Instagram", category: 0),
      .init(name: "chess", bundleIdentifier: "com.chess", displayName: "Chess", category: nil),
    ],
    categories: [.init(name: "social", displayName: "Social")])
  let mint = TokenMint(seed: 1)

  struct World {
    var stores = ManagedSettingsDaemon()
    var tokens = TokenVault()
    var authority = FamilyControlsAuthority()
    var options = ModelOptions()
    var ignored: [IgnoredStores] = []
  }

  func approvedWorld() -> World {
    var world = World()
    _ = world.authority.approve()
    return world
  }

  func resolver(_ world: World) -> EffectiveSettingsResolver {
    EffectiveSettingsResolver(
      stores: world.stores, tokens: world.tokens, authority: world.authority,
      options: world.options, inventory: inventory, ignoredStores: world.ignored)
  }

  @Test func aListedTokenShieldsItsItemAndACategoryPolicyItsMembers() {
    var world = approvedWorld()
    let chess = world.tokens.current(for: .app(1), epoch: 1, mint: mint).token
    let social = world.tokens.current(for: .category(0), epoch: 1, mint: mint).token
    _ = world.stores.write(
      ShieldSettingsState(
        applications: [chess], applicationCategories: .specific([social], except: [])),
      to: "one", subject: nil)
    #expect(resolver(world).shieldCause(for: .app(1)) == .individual)
    #expect(resolver(world).shieldCause(for: .app(0)) == .category)
  }

  @Test func anIndividualListingBeatsACategoryPolicyInAnotherStore() {
    var world = approvedWorld()
    let insta = world.tokens.current(for: .app(0), epoch: 1, mint: mint).token
    let social = world.tokens.current(for: .category(0), epoch: 1, mint: mint).token
    _ = world.stores.write(
      ShieldSettingsState(applicationCategories: .specific([social], except: [])), to: "a",
      subject: nil)
    _ = world.stores.write(ShieldSettingsState(applications: [insta]), to: "b", subject: nil)
    #expect(resolver(world).shieldCause(for: .app(0)) == .individual)
  }

  @Test func voidExpiredAndUnknownTokensShieldNothing() {
    var world = approvedWorld()
    let insta = world.tokens.current(for: .app(0), epoch: 1, mint: mint).token
    _ = world.stores.write(
      ShieldSettingsState(applications: [insta, OpaqueToken(bytes: [7])]), to: "a", subject: nil)
    #expect(resolver(world).shieldCause(for: .app(0)) == .individual)
    world.tokens.expire(.app(0))
    #expect(resolver(world).shieldCause(for: .app(0)) == nil)
  }

  @Test func aRevocationStopsEnforcementAndARotationOnlyWhenItInvalidates() {
    var world = approvedWorld()
    let insta = world.tokens.current(for: .app(0), epoch: 1, mint: mint).token
    _ = world.stores.write(ShieldSettingsState(applications: [insta]), to: "a", subject: nil)
    world.tokens.rotate(.app(0))
    #expect(resolver(world).shieldCause(for: .app(0)) == .individual)
    world.options.rotation = .invalidatesOld
    #expect(resolver(world).shieldCause(for: .app(0)) == nil)
    world.options.rotation = .keepsOld
    world.authority.revoke(to: .denied)
    #expect(resolver(world).shieldCause(for: .app(0)) == nil)
  }

  @Test func anIgnoredOrInactiveStoreIsNotEnforced() {
    var world = approvedWorld()
    let insta = world.tokens.current(for: .app(0), epoch: 1, mint: mint).token
    _ = world.stores.write(ShieldSettingsState(applications: [insta]), to: "a", subject: "work")
    world.ignored = [IgnoredStores(id: FaultID(1), subject: "work")]
    #expect(resolver(world).shieldCause(for: .app(0)) == nil)
    world.ignored = []
    world.stores.setActive(false, for: "a")
    #expect(resolver(world).shieldCause(for: .app(0)) == nil)
  }

  @Test func storesPastTheFiftiethAreNotEnforcedUnlessTheCapAccepts() {
    var world = approvedWorld()
    let insta = world.tokens.current(for: .app(0), epoch: 1, mint: mint).token
    for index in 0..<ModelOptions.settingCap { world.stores.touch("store \(index)") }
    _ = world.stores.write(ShieldSettingsState(applications: [insta]), to: "last", subject: nil)
    #expect(resolver(world).shieldCause(for: .app(0)) == nil)
    world.options.storeCap = .accept
    #expect(resolver(world).shieldCause(for: .app(0)) == .individual)
  }
}

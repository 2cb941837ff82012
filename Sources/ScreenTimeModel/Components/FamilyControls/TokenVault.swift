import SimulationEngine

/// The system's hidden record of every token it has handed out, and which one is current.
///
/// Models what the Screen Time daemon knows and apps cannot see: for each token, the item it
/// stands for, the authorization epoch it was minted under and its representation (a counter
/// that the FB14111223 drift and expiry advance). ``current(for:epoch:mint:)`` is the token the
/// system hands out now; the same item, epoch and representation always give the same bytes.
public struct TokenVault: Sendable {
  /// What the system knows about one token.
  public struct Record: Sendable, Equatable {
    public var item: Item
    /// The authorization epoch it was minted under.
    public var epoch: Int
    /// The item's representation it was minted for.
    public var representation: Int
    /// Whether `os expires` stopped it working.
    public var isExpired: Bool
  }

  private struct Key: Hashable {
    var item: Item
    var epoch: Int
    var representation: Int
  }

  private(set) var records: [OpaqueToken: Record] = [:]
  private var minted: [Key: OpaqueToken] = [:]
  private var representations: [Item: Int] = [:]
  /// The tokens of each item, in minting order, for expiry.
  private var tokensOfItem: [Item: [OpaqueToken]] = [:]
  /// The text forms of every token minted, for outputs that must never carry them.
  public private(set) var redactor = TokenRedactor()
  /// Every token the system gave the app's processes as the app's own, or that app code
  /// decoded, among those it minted.
  private var givenToApp: Set<OpaqueToken> = []

  public init() {}

  /// The record of `token`, or `nil` for bytes the system never handed out.
  public func record(of token: OpaqueToken) -> Record? {
    records[token]
  }

  /// The representation the system uses for `item` now.
  public func representation(of item: Item) -> Int {
    representations[item, default: 0]
  }

  /// The token the system hands out for `item` now, minting it with `mint` if needed.
  ///
  /// - Returns: the token, and whether it was minted by this call.
  public mutating func current(for item: Item, epoch: Int, mint: TokenMint)
    -> (token: OpaqueToken, isNew: Bool)
  {
    let key = Key(item: item, epoch: epoch, representation: representation(of: item))
    if let token = minted[key] { return (token, false) }
    var attempt = 0
    var token: OpaqueToken
    repeat {
      token = OpaqueToken(
        bytes: mint.bytes(
          for: item, epoch: epoch, representation: key.representation, attempt: attempt))
      attempt += 1
    } while records[token] != nil
    minted[key] = token
    records[token] = Record(
      item: item, epoch: epoch, representation: key.representation, isExpired: false)
    tokensOfItem[item, default: []].append(token)
    redactor.add(token)
    return (token, true)
  }

  /// Starts handing out new bytes for `item` (the FB14111223 drift).
  public mutating func rotate(_ item: Item) {
    representations[item, default: 0] += 1
  }

  /// Marks every token of `item` expired and starts handing out new bytes for it.
  ///
  /// - Complexity: O(t) in the number of tokens minted for `item`.
  public mutating func expire(_ item: Item) {
    for token in tokensOfItem[item] ?? [] { records[token]?.isExpired = true }
    rotate(item)
  }

  /// Records that the app's code was given `token` or decoded it; bytes the system never minted
  /// are not a token and are not recorded.
  ///
  /// - Returns: whether `token` is a token the system minted.
  @discardableResult
  public mutating func recordGivenToApp(_ token: OpaqueToken) -> Bool {
    guard records[token] != nil else { return false }
    givenToApp.insert(token)
    return true
  }

  /// Whether the app was given `token` (or decoded it) and still holds it: the token was
  /// minted under `epoch`, the current authorization.
  ///
  /// The system cannot see what the app deletes, so a token once given stays held until a
  /// revocation voids its epoch; tokens from an earlier epoch are held by no one.
  public func isHeldByApp(_ token: OpaqueToken, epoch: Int) -> Bool {
    givenToApp.contains(token) && records[token]?.epoch == epoch
  }

  /// Every token of `item` the app was given or decoded, in minting order, whatever its
  /// authorization and whether it expired.
  public func tokensGivenToApp(of item: Item) -> [OpaqueToken] {
    (tokensOfItem[item] ?? []).filter(givenToApp.contains)
  }

  /// Whether `token` is the current representation of its item under `epoch`.
  public func isCurrent(_ token: OpaqueToken, epoch: Int) -> Bool {
    guard let record = records[token] else { return false }
    return record.epoch == epoch && !record.isExpired
      && record.representation == representation(of: record.item)
  }
}

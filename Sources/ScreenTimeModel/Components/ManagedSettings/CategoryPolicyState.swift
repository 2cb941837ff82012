/// `ShieldSettings.ActivityCategoryPolicy`.
public enum CategoryPolicyState: Sendable, Equatable {
  /// `.none`: no category is shielded.
  case none
  /// `.all(except:)`: every category, except the listed items.
  case all(except: Set<OpaqueToken>)
  /// `.specific(_:except:)`: the listed categories, except the listed items.
  case specific(Set<OpaqueToken>, except: Set<OpaqueToken>)

  var allTokens: Set<OpaqueToken> {
    switch self {
    case .none: []
    case .all(let except): except
    case .specific(let categories, let except): categories.union(except)
    }
  }

  /// The entries of this policy whose removal lifts a shield.
  public func shieldingEntries(setting: ShieldSetting) -> Set<StoreEntry> {
    switch self {
    case .none: []
    case .all: [StoreEntry(setting: setting, token: nil)]
    case .specific(let categories, _):
      Set(categories.map { StoreEntry(setting: setting, token: $0) })
    }
  }
}

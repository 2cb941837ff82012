/// What `app filters web ...` and `app clears web filter` set a profile's `webContent` to.
///
/// Mirrors `WebContentSettings.FilterPolicy`, with domains named by their aliases.
public enum WebFilter: Sendable, Equatable {
  /// `.none`: the filter blocks nothing.
  case none
  /// `.specific(_:)`: exactly these domains.
  case specific([ItemReference])
  /// `.all(except:)`: every domain but these.
  case all(except: [ItemReference])
  /// `.auto(_:except:)`: adult domains and `blocking`, but never `except`.
  case auto(blocking: [ItemReference], except: [ItemReference])
  /// No policy: `blockedByFilter` is cleared (`nil`).
  case unset
}

/// What `app shields ... categories ...` sets the category policies of a profile's store to.
///
/// Mirrors `ShieldSettings.ActivityCategoryPolicy`: `applicationCategories` excepts the listed
/// apps, `webDomainCategories` the listed web domains, over the same categories.
public enum CategoryShield: Sendable, Equatable {
  /// `.specific(categories, except:)`.
  case specific([ItemReference], except: [ItemReference])
  /// `.all(except:)`.
  case all(except: [ItemReference])
}

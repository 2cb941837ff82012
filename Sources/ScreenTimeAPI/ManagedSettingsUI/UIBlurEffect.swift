/// UIKit's `UIBlurEffect`, for its `Style`.
public enum UIBlurEffect {
  /// A blur style: `UIBlurEffect.Style`, with UIKit's raw values.
  ///
  /// Raw value 3 is `extraDark`, which exists only on tvOS and so has no case here; the
  /// numbering continues as on iOS.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// A region lighter than the content beneath it.
    case extraLight = 0
    /// A region about as light as the content beneath it.
    case light = 1
    /// A region darker than the content beneath it.
    case dark = 2
    /// Light or dark, following the appearance (iOS 10).
    case regular = 4
    /// A more prominent light or dark, following the appearance (iOS 10).
    case prominent = 5
    /// An ultra-thin material that follows the light or dark appearance (iOS 13).
    case systemUltraThinMaterial = 6
    /// A thin material that follows the light or dark appearance (iOS 13).
    case systemThinMaterial = 7
    /// A regular material that follows the light or dark appearance (iOS 13).
    case systemMaterial = 8
    /// A thick material that follows the light or dark appearance (iOS 13).
    case systemThickMaterial = 9
    /// A chrome material that follows the light or dark appearance (iOS 13).
    case systemChromeMaterial = 10
    /// An ultra-thin material that is always light (iOS 13).
    case systemUltraThinMaterialLight = 11
    /// A thin material that is always light (iOS 13).
    case systemThinMaterialLight = 12
    /// A regular material that is always light (iOS 13).
    case systemMaterialLight = 13
    /// A thick material that is always light (iOS 13).
    case systemThickMaterialLight = 14
    /// A chrome material that is always light (iOS 13).
    case systemChromeMaterialLight = 15
    /// An ultra-thin material that is always dark (iOS 13).
    case systemUltraThinMaterialDark = 16
    /// A thin material that is always dark (iOS 13).
    case systemThinMaterialDark = 17
    /// A regular material that is always dark (iOS 13).
    case systemMaterialDark = 18
    /// A thick material that is always dark (iOS 13).
    case systemThickMaterialDark = 19
    /// A chrome material that is always dark (iOS 13).
    case systemChromeMaterialDark = 20
  }
}

/// UIKit's `UIBlurEffect`, for its `Style`.
public enum UIBlurEffect {
  /// A blur style: `UIBlurEffect.Style`, with UIKit's raw values.
  ///
  /// Raw value 3 is `extraDark`, which exists only on tvOS and so has no case here; the
  /// numbering continues as on iOS.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    case extraLight = 0
    case light = 1
    case dark = 2
    /// Light or dark, following the appearance (iOS 10).
    case regular = 4
    /// A more prominent light or dark, following the appearance (iOS 10).
    case prominent = 5
    /// The adaptable materials (iOS 13).
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    /// The materials that are always light (iOS 13).
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    /// The materials that are always dark (iOS 13).
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }
}

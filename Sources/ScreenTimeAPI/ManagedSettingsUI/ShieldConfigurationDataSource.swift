import ScreenTimeModel
import SimulationEngine

/// Supplies the look of shields: the shield configuration extension's principal class.
///
/// Mirrors `ManagedSettingsUI.ShieldConfigurationDataSource`. Subclass it and override the four
/// `configuration(shielding:…)` methods; the `in:` variants are asked for items shielded through
/// their category. The values passed carry the token the system hands out *now* and, only here,
/// the item's names. A method left unoverridden gets the system's default shield.
open class ShieldConfigurationDataSource {
  /// A data source; the system makes a new one each time it draws a shield, as a new extension
  /// process would.
  public init() {}

  /// The shield of an app shielded individually.
  open func configuration(shielding application: Application) -> ShieldConfiguration {
    Self.notOverridden
  }

  /// The shield of an app shielded through its category.
  open func configuration(shielding application: Application, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    Self.notOverridden
  }

  /// The shield of a web domain shielded individually.
  open func configuration(shielding webDomain: WebDomain) -> ShieldConfiguration {
    Self.notOverridden
  }

  /// The shield of a web domain shielded through its category.
  open func configuration(shielding webDomain: WebDomain, in category: ActivityCategory)
    -> ShieldConfiguration
  {
    Self.notOverridden
  }

  private static var notOverridden: ShieldConfiguration {
    var configuration = ShieldConfiguration()
    configuration.isSystemDefault = true
    return configuration
  }
}

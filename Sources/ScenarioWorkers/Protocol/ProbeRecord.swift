import ScenarioLanguage
import ScreenTimeModel

/// An expectation a worker samples at the start of every step, as it travels between processes:
/// the kinds an exploration compares runs by (an item's shield state, whether it is blocked, the
/// shield shown, the answer to a tap, the app closed).
struct ProbeRecord: Codable, Sendable, Equatable {
  /// `shielded`, `blocked`, `shield`, `action` or `closed`.
  var kind: String
  /// The item's kind and alias, the shield (`generic`, `system-default`, `none`, or a
  /// profile's name after `profile:`), or the answer.
  var value: String
  /// For `shielded` and `blocked`: whether the item is expected shielded or blocked.
  var flag: Bool

  /// The record of `expectation`, or `nil` for one a worker cannot sample.
  init?(_ expectation: Expectation) {
    switch expectation {
    case .shielded(let item, let shielded):
      (kind, value, flag) = ("shielded", "\(item.kind.rawValue):\(item.alias)", shielded)
    case .blocked(let item, let blocked):
      (kind, value, flag) = ("blocked", "\(item.kind.rawValue):\(item.alias)", blocked)
    case .shield(.generic): (kind, value, flag) = ("shield", "generic", false)
    case .shield(.systemDefault): (kind, value, flag) = ("shield", "system-default", false)
    case .shield(.none): (kind, value, flag) = ("shield", "none", false)
    case .shield(.profile(let name)): (kind, value, flag) = ("shield", "profile:" + name, false)
    case .action(let response): (kind, value, flag) = ("action", response.rawValue, false)
    case .appClosed: (kind, value, flag) = ("closed", "", false)
    default: return nil
    }
  }

  /// The expectation again, or `nil` when the record names none.
  var expectation: Expectation? {
    switch kind {
    case "shielded", "blocked":
      let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2, let itemKind = ItemReference.Kind(rawValue: parts[0]) else {
        return nil
      }
      let item = ItemReference(itemKind, parts[1])
      return kind == "shielded" ? .shielded(item, flag) : .blocked(item, flag)
    case "shield":
      switch value {
      case "generic": return .shield(.generic)
      case "system-default": return .shield(.systemDefault)
      case "none": return .shield(.none)
      default:
        guard value.hasPrefix("profile:") else { return nil }
        return .shield(.profile(String(value.dropFirst("profile:".count))))
      }
    case "action": return ShieldResponse(rawValue: value).map { .action($0) }
    case "closed": return .appClosed
    default: return nil
    }
  }
}

import SimulationEngine

/// One injected fault: what it does, and whether and when it took effect.
public struct Fault: Sendable, Equatable {
  public var id: FaultID
  public var kind: FaultKind
  /// The driver's words for it, for example the scenario statement.
  public var description: String
  public var injectedAt: SimulationInstant
  /// When it first took effect.
  public var firstFiredAt: SimulationInstant?
  /// How many times it took effect.
  public var firings = 0
  /// When a later fault cleared or replaced it, or (one-shot) when it was used up.
  public var endedAt: SimulationInstant?

  public init(id: FaultID, kind: FaultKind, description: String, injectedAt: SimulationInstant) {
    self.id = id
    self.kind = kind
    self.description = description
    self.injectedAt = injectedAt
  }

  /// Whether it can still take effect.
  public var isInForce: Bool { endedAt == nil && kind.persistence != .immediate }
}

extension Fault {
  /// What the fault did in the run, in one line: `F1 os reboots (immediate): fired at ...`.
  public func summary(formatInstant: (SimulationInstant) -> String) -> String {
    let head = "\(id) \(description) (\(kind.persistence.rawValue)): "
    switch kind.persistence {
    case .immediate:
      return head + "fired at \(formatInstant(firstFiredAt ?? injectedAt))"
    case .oneShot:
      if let first = firstFiredAt { return head + "fired at \(formatInstant(first))" }
      if let end = endedAt { return head + "replaced at \(formatInstant(end)), never fired" }
      return head + "armed at \(formatInstant(injectedAt)), never fired"
    case .persistent:
      let span =
        "in force from \(formatInstant(injectedAt))"
        + (endedAt.map { " to \(formatInstant($0))" } ?? "")
      guard let first = firstFiredAt else { return head + span + ", never took effect" }
      return head + span
        + ", took effect \(firings) time\(firings == 1 ? "" : "s") from \(formatInstant(first))"
    }
  }
}

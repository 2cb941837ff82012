/// Two instants on a lane joined by an arc: when a callback fell due and when it was delivered.
public struct Link: Sendable, Codable, Equatable {
  /// The earlier instant, when the callback fell due.
  public var from: Int64
  /// The later instant, when it was delivered or dropped.
  public var to: Int64
  /// How the callback arrived, which decides how the arc is drawn.
  public var delivery: CallbackDelivery
  /// The callback's name.
  public var label: String
  /// Detail shown on hover; may be empty.
  public var tooltip: String

  /// The link from `from` to `to`.
  ///
  /// - Precondition: `from <= to`.
  public init(
    from: Int64, to: Int64, delivery: CallbackDelivery, label: String, tooltip: String = ""
  ) {
    precondition(from <= to, "a link ends before it starts")
    self.from = from
    self.to = to
    self.delivery = delivery
    self.label = label
    self.tooltip = tooltip
  }
}

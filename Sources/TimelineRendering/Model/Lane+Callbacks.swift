extension Lane {
  /// Adds the marks and link of one callback: when it fell due, and when and how it arrived.
  ///
  /// Draws a hollow mark where the callback fell due, a mark of `delivery`'s kind where it was
  /// delivered (or, for a dropped callback, where it was dropped), and a link between the two.
  /// A callback delivered the instant it fell due gets the delivery mark alone; a duplicate gets
  /// no second due mark, only its link back to the original due instant.
  ///
  /// - Parameters:
  ///   - name: the callback's name, drawn beside the delivery mark (`intervalDidStart`).
  ///   - due: when the callback fell due.
  ///   - delivered: when it was delivered or dropped; `nil` when it was dropped as it fell due.
  ///   - delivery: how it arrived.
  ///   - detail: the tooltip of the delivery mark and of the link.
  public mutating func addCallback(
    named name: String, due: Int64, delivered: Int64?, delivery: CallbackDelivery,
    detail: String = ""
  ) {
    let arrival = delivered ?? due
    if arrival != due && delivery != .duplicated {
      let tooltip = detail.isEmpty ? "\(name) falls due" : "\(name) falls due\n\(detail)"
      marks.append(Mark(at: due, kind: .callbackDue, label: "", tooltip: tooltip))
    }
    marks.append(Mark(at: arrival, kind: .callback(delivery), label: name, tooltip: detail))
    if arrival != due {
      links.append(Link(from: due, to: arrival, delivery: delivery, label: name, tooltip: detail))
    }
  }
}

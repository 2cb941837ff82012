extension Timeline {
  /// The styles the timeline uses, each once: states, then spans, links and marks, each in the
  /// order of its kind's cases.
  ///
  /// - Complexity: O(n) for n elements.
  public var legend: [LegendEntry] {
    var used = Set<LegendEntry>()
    for lane in lanes {
      for change in lane.states { used.insert(.state(change.kind)) }
      for span in lane.spans { used.insert(.span(span.kind)) }
      for link in lane.links { used.insert(.link(link.delivery)) }
      for mark in lane.marks { used.insert(.mark(mark.kind)) }
    }
    let all: [LegendEntry] =
      StateKind.allCases.map(LegendEntry.state) + SpanKind.allCases.map(LegendEntry.span)
      + CallbackDelivery.allCases.map(LegendEntry.link) + MarkKind.allCases.map(LegendEntry.mark)
    return all.filter(used.contains)
  }
}

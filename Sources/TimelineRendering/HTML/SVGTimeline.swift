/// The SVG drawing of one timeline: axes, day bands, lanes with their elements, and a rule at
/// each failed expectation.
///
/// Every element drawn at an instant carries that instant (`data-t`, `data-s`, `data-e`), so that
/// the page's script can redraw the view zoomed; the SVG as written is the whole view.
struct SVGTimeline {
  let timeline: Timeline
  /// The drawing's identifier on the page, prefixed to the identifiers inside it.
  let identifier: String

  private var scale: TimeScale { TimeScale(range: timeline.range) }
  private var clock: TimelineClock { timeline.clock }

  /// The `<svg>` element.
  ///
  /// - Complexity: O(n log n) for n elements.
  func render() -> String {
    let scale = self.scale
    var lanes = ""
    var stripes = ""
    var y = Geometry.axisHeight
    var laneIndex = 0
    for (groupIndex, group) in timeline.groups.enumerated() {
      stripes += Self.rect(
        "gh", x: 0, y: y, width: Geometry.width * 10, height: Geometry.groupHeader)
      lanes += #"<g class="group" data-group="\#(groupIndex)">"#
      lanes += #"<text class="gt" x="8" y="\#(y + 14)">\#(HTMLText.content(group.title))</text>"#
      y += Geometry.groupHeader
      for lane in group.lanes {
        let layout = LaneLayout(lane: lane, top: y)
        let stripe = laneIndex % 2 == 1 ? "stripe alt" : "stripe"
        stripes += Self.rect(stripe, x: 0, y: y, width: Geometry.width * 10, height: layout.height)
        lanes += self.lane(lane, index: laneIndex, layout: layout, scale: scale)
        y += layout.height
        laneIndex += 1
      }
      lanes += "</g>"
    }
    let height = y + Geometry.axisHeight
    let plotClip = #"clip-path="url(#\#(identifier)-p)""#
    var svg = #"<svg xmlns="http://www.w3.org/2000/svg" class="tl" id="\#(identifier)""#
    svg += #" viewBox="0 0 \#(Geometry.width) \#(height)" role="img""#
    svg += #" aria-label="\#(HTMLText.attribute("Timeline of " + timeline.title))""#
    svg += #" data-s="\#(scale.start)" data-e="\#(scale.end)""#
    svg += #" data-day1="\#(clock.dayOneLocalMidnight)" data-zones="\#(zoneData)">"#
    svg += "<defs>"
    svg += #"<clipPath id="\#(identifier)-p"><rect x="\#(Geometry.labelColumn)" y="0""#
    svg += #" width="\#(Geometry.width - Geometry.labelColumn)" height="\#(height)"/></clipPath>"#
    svg += #"<clipPath id="\#(identifier)-l"><rect x="0" y="0""#
    svg += #" width="\#(Geometry.labelColumn - 6)" height="\#(height)"/></clipPath>"#
    svg += "</defs>"
    svg += #"<g class="stripes">\#(stripes)</g>"#
    let axis = TimeAxis(clock: clock, scale: scale)
    svg += #"<g class="bands" \#(plotClip)>\#(Self.bands(axis.days, height: height))</g>"#
    let ticks = axis.ticks
    svg += #"<g class="grid" \#(plotClip)>\#(Self.grid(ticks, height: height))</g>"#
    svg += #"<g class="axis top" \#(plotClip)>\#(Self.axisLabels(ticks, y: 16))</g>"#
    svg += #"<g class="axis bottom" \#(plotClip)>"#
    svg += Self.axisLabels(ticks, y: height - 9) + "</g>"
    svg += #"<line class="sep" x1="\#(Geometry.labelColumn)" y1="0""#
    svg += #" x2="\#(Geometry.labelColumn)" y2="\#(height)"/>"#
    svg += lanes
    svg += #"<g class="rules" \#(plotClip)>\#(rules(height: height, scale: scale))</g>"#
    return svg + "</svg>"
  }

  // MARK: - Axis

  /// The zone offsets for the script: the first segment's offset, then `from,offset` pairs.
  private var zoneData: String {
    let segments = clock.segments
    var parts = [String(segments[0].utcOffsetSeconds)]
    for segment in segments.dropFirst() {
      parts.append("\(segment.from),\(segment.utcOffsetSeconds)")
    }
    return parts.joined(separator: ";")
  }

  static func bands(_ days: [TimeAxis.Day], height: Int64) -> String {
    var text = ""
    for day in days where day.number % 2 == 0 {
      text += rect("band", x: day.x, y: 20, width: day.endX - day.x, height: height - 40)
    }
    return text
  }

  static func grid(_ ticks: [TimeAxis.Tick], height: Int64) -> String {
    var text = ""
    for tick in ticks {
      let x = Geometry.pixels(tick.x)
      text += "<line" + (tick.isMidnight ? #" class="midnight""# : "")
      text += #" x1="\#(x)" y1="20" x2="\#(x)" y2="\#(height - 20)"/>"#
    }
    return text
  }

  static func axisLabels(_ ticks: [TimeAxis.Tick], y: Int64) -> String {
    var text = ""
    for tick in ticks where tick.x + 30 + HTMLText.width(tick.label) <= Geometry.width * 10 {
      text += #"<text x="\#(Geometry.pixels(tick.x + 30))" y="\#(y)">\#(tick.label)</text>"#
    }
    return text
  }

  // MARK: - Lanes

  private func lane(_ lane: Lane, index: Int, layout: LaneLayout, scale: TimeScale) -> String {
    var text = #"<g class="lane l-\#(lane.kind.styleName)" data-lane="\#(index)">"#
    let titleY =
      layout.top + min(layout.height, Geometry.markRow + 2 * Geometry.lanePadding) / 2 + 4
    text += #"<text class="lt" x="14" y="\#(titleY)" clip-path="url(#\#(identifier)-l)">"#
    let tooltip = lane.detail.isEmpty ? lane.title : lane.title + "\n" + lane.detail
    text += "<title>\(HTMLText.content(tooltip))</title>\(HTMLText.content(lane.title))</text>"
    text += #"<g clip-path="url(#\#(identifier)-p)">"#
    text += states(of: lane, layout: layout, scale: scale)
    for (span, row) in zip(lane.spans, layout.spanRows) {
      text += bar(
        "sp", style: span.kind.styleName, isDark: span.kind == .processRunning,
        start: span.start, end: span.end, top: layout.rowTop(row), label: span.label,
        tooltip: spanTooltip(span), scale: scale)
    }
    for link in lane.links {
      text += self.link(link, y: layout.markCenter, scale: scale)
    }
    if layout.hasMarkRow {
      text += marks(of: lane, y: layout.markCenter, scale: scale)
    }
    return text + "</g></g>"
  }

  private func states(of lane: Lane, layout: LaneLayout, scale: TimeScale) -> String {
    let changes = lane.states.indices.sorted {
      (lane.states[$0].at, $0) < (lane.states[$1].at, $1)
    }.map { lane.states[$0] }
    var text = ""
    for (index, change) in changes.enumerated() {
      let end = index + 1 < changes.count ? changes[index + 1].at : scale.end
      let isDark = [.locked, .authorizationApproved].contains(change.kind)
      var tooltip = "\(clock.label(at: change.at)) – \(clock.label(at: end))"
      tooltip += " (\(DurationText.text(end - change.at)))  \(change.kind.title)"
      tooltip += Self.lines(change.label, change.tooltip)
      text += bar(
        "st", style: change.kind.styleName, isDark: isDark, start: change.at, end: end,
        top: layout.rowTop(0), label: change.label, tooltip: tooltip, scale: scale)
    }
    return text
  }

  private func spanTooltip(_ span: Span) -> String {
    "\(clock.label(at: span.start)) – \(clock.label(at: span.end))"
      + " (\(DurationText.text(span.end - span.start)))  \(span.kind.title)"
      + Self.lines(span.label, span.tooltip)
  }

  /// A state or span: a bar 12 high with its label inside where it fits.
  private func bar(
    _ element: String, style: String, isDark: Bool, start: Int64, end: Int64, top: Int64,
    label: String, tooltip: String, scale: TimeScale
  ) -> String {
    let startX = scale.x(start)
    let endX = scale.x(end)
    let times = #"data-s="\#(start)" data-e="\#(end)""#
    // A bar wider than two pixels starts a pixel late, so that consecutive bars stay apart.
    let gap: Int64 = endX - startX > 20 ? 10 : 0
    let isOutside = end < scale.start || start > scale.end
    var text = #"<rect class="\#(element) k-\#(style)\#(isOutside ? " in" : "")" \#(times)"#
    text += #" x="\#(Geometry.pixels(startX + gap))" y="\#(top)""#
    text += #" width="\#(Geometry.pixels(max(10, endX - startX - gap)))" height="12">"#
    text += "<title>\(HTMLText.content(tooltip))</title></rect>"
    let shown = HTMLText.label(label)
    if !shown.isEmpty {
      let fits = endX - startX >= HTMLText.width(shown) + 60
      var classes = isDark ? "sl light" : "sl"
      if !fits { classes += " off" }
      text += #"<text class="\#(classes)" \#(times) x="\#(Geometry.pixels(startX + 30))""#
      text += #" y="\#(top + 9)">\#(HTMLText.content(shown))</text>"#
    }
    return text
  }

  private func link(_ link: Link, y: Int64, scale: TimeScale) -> String {
    let from = scale.x(link.from)
    let to = scale.x(link.to)
    let middle = Geometry.pixels((from + to) / 2)
    var tooltip = "\(link.delivery.linkTitle): \(link.label)"
    tooltip += "\ndue \(clock.label(at: link.from))"
    tooltip +=
      "\narrived \(clock.label(at: link.to)) (\(DurationText.text(link.to - link.from)) later)"
    if !link.tooltip.isEmpty { tooltip += "\n" + link.tooltip }
    var text = #"<path class="ln d-\#(link.delivery.styleName)" data-s="\#(link.from)""#
    text += #" data-e="\#(link.to)" data-y="\#(y)" d="M\#(Geometry.pixels(from)) \#(y)Q\#(middle) "#
    text += #"\#(y - 16) \#(Geometry.pixels(to)) \#(y)"><title>\#(HTMLText.content(tooltip))"#
    return text + "</title></path>"
  }

  private func marks(of lane: Lane, y: Int64, scale: TimeScale) -> String {
    let marks = lane.marks.indices.sorted {
      (lane.marks[$0].at, $0) < (lane.marks[$1].at, $1)
    }.map { lane.marks[$0] }
    let labels = marks.map { HTMLText.label($0.label) }
    // Marks outside the view are kept, hidden, so that the script can show them when zoomed.
    let visible = marks.indices.filter { (scale.start...scale.end).contains(marks[$0].at) }
    let placement = MarkClusters(
      positions: visible.map { scale.x(marks[$0].at) }, labels: visible.map { labels[$0] })
    var shown: [Int: MarkClusters.Item] = [:]
    var clusters = ""
    for item in placement.items {
      let first = visible[item.first]
      if item.count == 1 {
        shown[first] = item
      } else {
        clusters += cluster(item, first: first, members: marks[first..<first + item.count], y: y)
      }
    }
    var text = #"<g class="marks" data-y="\#(y)">"#
    for (index, mark) in marks.enumerated() {
      let item = shown[index]
      let x = item?.x ?? scale.x(mark.at)
      text += #"<g class="mk k-\#(mark.kind.styleName)\#(item == nil ? " in" : "")""#
      text += #" data-t="\#(mark.at)" transform="translate(\#(Geometry.pixels(x)),\#(y))">"#
      text += "<title>\(HTMLText.content(markTooltip(mark)))</title>"
      text += ##"<use href="#\##(mark.kind.glyph.identifier)"/>"##
      if !labels[index].isEmpty {
        let classes = item?.showsLabel == true ? "lb" : "lb off"
        text += #"<text class="\#(classes)" x="8" y="3.5">\#(HTMLText.content(labels[index]))"#
        text += "</text>"
      }
      text += "</g>"
    }
    return text + clusters + "</g>"
  }

  private func markTooltip(_ mark: Mark) -> String {
    var text = "\(clock.label(at: mark.at))  \(mark.kind.title)"
    if !mark.label.isEmpty { text += "\n" + mark.label }
    if let source = mark.source { text += "\n" + source.description }
    if !mark.tooltip.isEmpty { text += "\n" + mark.tooltip }
    return text
  }

  /// A badge with the number of marks it stands for; red when one is a failed expectation.
  private func cluster(
    _ item: MarkClusters.Item, first: Int, members: ArraySlice<Mark>, y: Int64
  ) -> String {
    let isFailing = members.contains { $0.kind == .expectationFailed }
    let width = MarkClusters.Item.badgeWidth(item.count)
    var counts: [MarkKind: Int] = [:]
    for mark in members { counts[mark.kind, default: 0] += 1 }
    var tooltip = "\(item.count) marks, \(clock.label(at: members.first?.at ?? 0))"
    tooltip += " – \(clock.label(at: members.last?.at ?? 0))"
    for kind in MarkKind.allCases {
      if let count = counts[kind] { tooltip += "\n\(count) × \(kind.title)" }
    }
    var text = #"<g class="cl\#(isFailing ? " bad" : "")" data-i="\#(first)""#
    text += #" data-n="\#(item.count)" transform="translate(\#(Geometry.pixels(item.x)),\#(y))">"#
    text += "<title>\(HTMLText.content(tooltip))</title>"
    text += #"<rect x="-6" y="-6" width="\#(Geometry.pixels(width))" height="12" rx="3"/>"#
    text += #"<text x="\#(Geometry.pixels(width / 2 - 60))" y="3.5">\#(item.count)</text></g>"#
    return text
  }

  // MARK: - Failed expectations

  private func rules(height: Int64, scale: TimeScale) -> String {
    var text = ""
    for mark in timeline.failedExpectations {
      let at = mark.at
      let x = Geometry.pixels(scale.x(at))
      var tooltip = "\(clock.label(at: at))  \(MarkKind.expectationFailed.title)"
      tooltip += Self.lines(
        mark.source?.description ?? "", mark.tooltip.isEmpty ? mark.label : mark.tooltip)
      let classes = (scale.start...scale.end).contains(at) ? "rule" : "rule in"
      text += #"<line class="\#(classes)" data-t="\#(at)" x1="\#(x)" y1="\#(Geometry.axisHeight)""#
      text += #" x2="\#(x)" y2="\#(height - Geometry.axisHeight)">"#
      text += "<title>\(HTMLText.content(tooltip))</title></line>"
    }
    return text
  }

  // MARK: - Helpers

  /// `parts` that are not empty, each on a line of its own after the first line.
  private static func lines(_ parts: String...) -> String {
    parts.filter { !$0.isEmpty }.map { "\n" + $0 }.joined()
  }

  /// A rectangle; `x` and `width` in tenths of a pixel, `y` and `height` in pixels.
  private static func rect(
    _ classes: String, x: Int64, y: Int64, width: Int64, height: Int64
  ) -> String {
    #"<rect class="\#(classes)" x="\#(Geometry.pixels(x))" y="\#(y)""#
      + #" width="\#(Geometry.pixels(width))" height="\#(height)"/>"#
  }
}

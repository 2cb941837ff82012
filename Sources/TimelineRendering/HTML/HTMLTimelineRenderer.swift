/// Draws a timeline as one self-contained HTML page: inline SVG and CSS, a small script for
/// tooltips, zoom and pan, and nothing fetched from anywhere.
///
/// The page shows the title and metadata, the failed expectations with their `file:line`, a
/// legend of the styles used, and the lanes on a time axis labelled `day D HH:MM` in the zone in
/// force. Marks too close to tell apart are drawn as one numbered cluster; labels are drawn only
/// where they fit. The same timeline always gives the same bytes.
public struct HTMLTimelineRenderer: Sendable {
  /// A renderer.
  public init() {}

  /// The page of `timeline`.
  ///
  /// - Complexity: O(n log n) for n elements.
  public func render(_ timeline: Timeline) -> String {
    HTMLPage.document(title: timeline.title, body: section(timeline, identifier: "tl-0"))
  }

  /// The part of a page that shows `timeline`: its heading and failures unless `isEmbedded`,
  /// its legend and its drawing.
  func section(_ timeline: Timeline, identifier: String, isEmbedded: Bool = false) -> String {
    var text = "<section class=\"timeline\">\n"
    if !isEmbedded {
      text += "<h1>\(HTMLText.content(timeline.title))</h1>\n"
      for line in timeline.metadata {
        text += "<p class=\"meta\">\(HTMLText.content(line))</p>\n"
      }
      text += failures(of: timeline)
    }
    text += legend(of: timeline)
    text += "<p class=\"hint\">Hover for details. Ctrl + wheel zooms, drag pans, "
    text += "double-click shows the whole run.</p>\n"
    text += SVGTimeline(timeline: timeline, identifier: identifier).render() + "\n"
    return text + "</section>\n"
  }

  private func failures(of timeline: Timeline) -> String {
    let failed = timeline.failedExpectations
    guard !failed.isEmpty else { return "" }
    let heading = failed.count == 1 ? "1 expectation failed" : "\(failed.count) expectations failed"
    var text = "<div class=\"failures\">\n<h2>\(heading)</h2>\n<ol>\n"
    for mark in failed {
      text += "<li class=\"failure\">"
      if let source = mark.source {
        text += "<code>\(HTMLText.content(source.description))</code> "
      }
      text += HTMLText.content(mark.tooltip.isEmpty ? mark.label : mark.tooltip)
      text += " <span class=\"when\">at \(timeline.clock.label(at: mark.at))</span></li>\n"
    }
    return text + "</ol>\n</div>\n"
  }

  private func legend(of timeline: Timeline) -> String {
    let entries = timeline.legend
    guard !entries.isEmpty else { return "" }
    var text = "<ul class=\"legend\">\n"
    for entry in entries {
      text += #"<li><svg width="16" height="14" viewBox="-8 -7 16 14" aria-hidden="true">"#
      switch entry {
      case .state(let kind):
        text += #"<rect class="st k-\#(kind.styleName)" x="-7" y="-5" width="14" height="10"/>"#
      case .span(let kind):
        text += #"<rect class="sp k-\#(kind.styleName)" x="-7" y="-5" width="14" height="10"/>"#
      case .link(let delivery):
        text += #"<path class="ln d-\#(delivery.styleName)" d="M-7 4Q0-8 7 4"/>"#
      case .mark(let kind):
        text +=
          ##"<g class="mk k-\##(kind.styleName)"><use href="#\##(kind.glyph.identifier)"/></g>"##
      }
      text += "</svg>\(HTMLText.content(entry.title))</li>\n"
    }
    return text + "</ul>\n"
  }
}

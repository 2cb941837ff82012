/// The shapes marks are drawn with, defined once per page and drawn with `<use>`.
///
/// Shapes differ as well as colours, so that marks stay apart for readers who do not tell the
/// colours apart.
enum Glyph: String, Sendable, CaseIterable {
  case circle, dot, square, diamond, triangleUp, triangleDown, triangleRight, cross, star, bolt
  case check, alert

  /// The element's identifier on the page.
  var identifier: String { "g-" + rawValue }

  /// The SVG drawing of the shape around the origin, about 11 pixels across; its fill and
  /// stroke come from the mark's style unless the drawing sets them.
  var drawing: String {
    switch self {
    case .circle: #"<circle r="4.5"/>"#
    case .dot: #"<circle r="3"/>"#
    case .square: #"<rect x="-4" y="-4" width="8" height="8"/>"#
    case .diamond: #"<path d="M0-5.5L5.5 0 0 5.5-5.5 0z"/>"#
    case .triangleUp: #"<path d="M0-5.5L5 4H-5z"/>"#
    case .triangleDown: #"<path d="M0 5.5L5-4H-5z"/>"#
    case .triangleRight: #"<path d="M-4-5L5.5 0-4 5z"/>"#
    case .cross: #"<path d="M-4-4L4 4M4-4L-4 4" fill="none" stroke-width="2.2"/>"#
    case .star:
      #"<path d="M0-6L1.8-1.9 6-1.9 2.6.8 3.9 5.2 0 2.5-3.9 5.2-2.6.8-6-1.9-1.8-1.9z"/>"#
    case .bolt: #"<path d="M1.5-6.5L-4.5 1H-.5L-2 6.5 4.5-1H.5z"/>"#
    case .check: #"<path d="M-4.5 0L-1.5 3.5 4.5-4" fill="none" stroke-width="2.2"/>"#
    case .alert:
      ##"<circle r="6.5"/><path d="M-1.1-4.2h2.2v5.2h-2.2zM-1.1 2.2h2.2v2.1h-2.2z""##
        + ##" fill="#fff" stroke="none"/>"##
    }
  }

  /// The hidden SVG that defines every shape, and the hatching of spans, for a page.
  static var definitions: String {
    var text =
      #"<svg class="defs" width="0" height="0" aria-hidden="true"><defs>"#
      + #"<pattern id="hatch" width="6" height="6" patternUnits="userSpaceOnUse" "#
      + ##"patternTransform="rotate(45)"><rect width="6" height="6" fill="#fff"/>"##
      + ##"<rect width="2.5" height="6" fill="#444"/></pattern>"##
    for glyph in allCases {
      text += #"<g id="\#(glyph.identifier)">\#(glyph.drawing)</g>"#
    }
    return text + "</defs></svg>"
  }
}

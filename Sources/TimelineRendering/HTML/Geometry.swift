/// The fixed layout of a timeline drawing, in the SVG's own units (pixels at 1280 wide).
///
/// Horizontal positions are computed in tenths of a pixel as integers, so that the drawing is
/// the same bytes on every machine; the page's script uses the same constants when it redraws
/// a zoomed view.
enum Geometry {
  /// The drawing's width.
  static let width: Int64 = 1_280
  /// The width of the column of lane names; the plot takes the rest.
  static let labelColumn: Int64 = 220
  /// Where the first instant of the view is drawn, in tenths: a little inside the plot, so that
  /// a mark at the very start is drawn whole.
  static let timeLeft: Int64 = 2_280
  /// The width the view's instants are spread over, in tenths.
  static let timeWidth: Int64 = 10_440
  /// The height of each time axis, above and below the lanes.
  static let axisHeight: Int64 = 26
  /// The height of a group's heading row.
  static let groupHeader: Int64 = 20
  /// The height of the row of marks and links in a lane.
  static let markRow: Int64 = 22
  /// The height of each row of states and spans in a lane (12 drawn, 2 apart).
  static let spanRow: Int64 = 14
  /// The space above and below a lane's rows.
  static let lanePadding: Int64 = 2
  /// Half the width of a mark, in tenths.
  static let markHalfWidth: Int64 = 60
  /// The least space between two marks or clusters, in tenths; closer ones are clustered.
  static let markGap: Int64 = 10
  /// The width of one character of a label (10 px monospaced), in tenths.
  static let characterWidth: Int64 = 61
  /// The least distance between two labelled ticks of the axis, in tenths.
  static let minimumTickSpacing: Int64 = 1_100
  /// The shortest view drawn, in milliseconds: a run that takes no simulated time still gets a
  /// minute of axis.
  static let minimumView: Int64 = 60_000

  /// The tick spacings tried, shortest first, in milliseconds.
  static let tickSteps: [Int64] = [
    1_000, 2_000, 5_000, 10_000, 15_000, 30_000, 60_000, 120_000, 300_000, 600_000, 900_000,
    1_800_000, 3_600_000, 7_200_000, 10_800_000, 21_600_000, 43_200_000, 86_400_000,
    172_800_000, 604_800_000,
  ]

  /// `tenths` of a pixel as SVG text: `123`, `123.4`, `-0.5`.
  static func pixels(_ tenths: Int64) -> String {
    let whole = tenths / 10
    let fraction = (tenths % 10).magnitude
    if fraction == 0 { return String(whole) }
    return (tenths < 0 && whole == 0 ? "-" : "") + "\(whole).\(fraction)"
  }
}

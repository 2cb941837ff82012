// MARK: - Design of the data model
//
// A timeline is what a person reads to understand one simulated run: rows ("lanes") on a shared
// time axis, grouped under headings, each lane holding four kinds of element.
//
// - Time is an `Int64` count of milliseconds since the simulation's origin, the same integer the
//   simulator uses; nothing is converted to floating-point seconds. The run's `range` fixes what
//   the axis spans.
// - Local time is not a property of an instant but of the zone in force: the `clock` holds the
//   zone segments of the run (from which instant which UTC offset applied, and the zone's name)
//   and the wall-clock reading of day 1 at 00:00, so that every label reads `day D HH:MM` in the
//   zone in force, exactly as the text trace prints it.
// - Lanes come in `LaneGroup`s, in the order given; the model never reorders them. A `Lane` has a
//   `LaneKind` (device lock, system version, time zone, authorization, one activity, one item,
//   one process, the scenario's own steps) and holds:
//   - `StateChange`s: a step function, each state lasting until the next change or the end of the
//     range (lock state, system version, zone, authorization status);
//   - `Span`s: intervals with a start and an end that may overlap (scheduled intervals, shields,
//     use of an app, a process running, a fault in force);
//   - `Mark`s: instants (a callback delivered, a warning, a token rotation, a crash, a fault, an
//     expectation and its `file:line`);
//   - `Link`s: two instants on the lane joined, for a callback that fell due at one instant and
//     was delivered (late, held while locked, duplicated) or dropped at another.
// - Every element has a kind from a closed enumeration (`StateKind`, `SpanKind`, `MarkKind`,
//   `CallbackDelivery`), so that whoever builds a timeline picks from the styles the renderers
//   know and cannot invent one; the legend is derived from the kinds a timeline uses.
// - Text is data: labels are the few words drawn beside an element, tooltips the detail shown on
//   hover. Renderers escape all of it, and add the time of each element themselves.
// - Everything is a value, `Sendable` and `Equatable`; renderers are pure functions of it, so the
//   same timeline always gives the same bytes.

/// A simulated run as lanes of states, spans, marks and links on a shared time axis.
///
/// Build one lane by lane, then hand it to `HTMLTimelineRenderer` for a self-contained web page
/// or to `ChromeTraceWriter` for Perfetto and `chrome://tracing`.
public struct Timeline: Sendable, Codable, Equatable {
  /// The name of the run, shown as the page heading.
  public var title: String
  /// Lines shown under the title: the system version, the zone, the seed and the like.
  public var metadata: [String]
  /// The instants the time axis spans.
  public var range: TimeRange
  /// The zones in force and the start of day 1, for labels in local time.
  public var clock: TimelineClock
  /// The lane groups, drawn top to bottom in this order.
  public var groups: [LaneGroup]

  /// A timeline over `range` with no lanes yet.
  public init(
    title: String, metadata: [String] = [], range: TimeRange, clock: TimelineClock,
    groups: [LaneGroup] = []
  ) {
    self.title = title
    self.metadata = metadata
    self.range = range
    self.clock = clock
    self.groups = groups
  }

  /// Every lane of every group, in drawing order.
  public var lanes: [Lane] { groups.flatMap(\.lanes) }
}

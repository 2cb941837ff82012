/// The ticks of a time axis and the local days behind it, in the zone in force at each instant.
struct TimeAxis: Sendable {
  /// A labelled tick.
  struct Tick: Sendable, Equatable {
    /// Where it is drawn, in tenths of a pixel.
    let x: Int64
    /// `day D HH:MM`, or with seconds when the ticks are less than a minute apart.
    let label: String
    /// Whether the tick falls on a local midnight, drawn stronger.
    let isMidnight: Bool
  }

  /// A local calendar day, or the part of it in view.
  struct Day: Sendable, Equatable {
    /// Where the day starts and ends, in tenths of a pixel.
    let x: Int64
    let endX: Int64
    /// Day 1 is the day the run starts.
    let number: Int64
  }

  private static let dayLength: Int64 = 86_400_000

  let clock: TimelineClock
  let scale: TimeScale

  /// The spacing of the ticks: the shortest of `Geometry.tickSteps` that leaves room for each
  /// label, or a whole number of weeks.
  var step: Int64 {
    let duration = scale.end - scale.start
    for step in Geometry.tickSteps
    where step * Geometry.timeWidth >= Geometry.minimumTickSpacing * duration {
      return step
    }
    let week: Int64 = 604_800_000
    let needed = Geometry.minimumTickSpacing * duration
    let perWeek = week * Geometry.timeWidth
    return (needed + perWeek - 1) / perWeek * week
  }

  /// The ticks in view, at whole multiples of `step` of the local wall clock since day 1 began.
  ///
  /// Where a change of zone brings two ticks closer than half the usual spacing, the later one
  /// is left out.
  ///
  /// - Complexity: O(t + z) for t ticks and z zone segments.
  var ticks: [Tick] {
    let step = self.step
    let precision: TimelineClock.Precision = step < 60_000 ? .seconds : .minutes
    var ticks: [Tick] = []
    for (instant, local) in multiples(of: step) {
      let x = scale.x(instant)
      if let last = ticks.last, x - last.x < Geometry.minimumTickSpacing / 2 { continue }
      ticks.append(
        Tick(
          x: x, label: TimelineClock.label(localMilliseconds: local, precision: precision),
          isMidnight: local.flooredDivision(by: Self.dayLength) * Self.dayLength == local))
    }
    return ticks
  }

  /// The local days in view, the first and last cut to the view.
  var days: [Day] {
    var starts = [(scale.start, clock.localMilliseconds(at: scale.start))]
    for (instant, local) in multiples(of: Self.dayLength) where instant > scale.start {
      starts.append((instant, local))
    }
    return starts.indices.map { index in
      let end = index + 1 < starts.count ? starts[index + 1].0 : scale.end
      return Day(
        x: scale.x(starts[index].0), endX: scale.x(end),
        number: starts[index].1.flooredDivision(by: Self.dayLength) + 1)
    }
  }

  /// The instants in view at which the local wall clock reads a whole multiple of `step` since
  /// day 1 began, with that reading.
  private func multiples(of step: Int64) -> [(instant: Int64, local: Int64)] {
    var found: [(Int64, Int64)] = []
    let segments = clock.segments
    for index in segments.indices {
      let low = index == 0 ? scale.start : max(scale.start, segments[index].from)
      let high =
        index + 1 < segments.count ? min(scale.end, segments[index + 1].from - 1) : scale.end
      guard low <= high else { continue }
      let shift = Int64(segments[index].utcOffsetSeconds) * 1_000 - clock.dayOneLocalMidnight
      // The first multiple at or after `low`: ceiling division of its local reading.
      var local = -((-(low + shift)).flooredDivision(by: step)) * step
      while local - shift <= high {
        found.append((local - shift, local))
        local += step
      }
    }
    return found
  }
}

import SimulationEngine

/// A stretch of time an item was in front of the user, usable (no shield).
struct UsageSegment {
  var item: Item
  var start: SimulationInstant
  var end: SimulationInstant?
}

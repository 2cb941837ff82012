/// Names a scheduled crossing of a usage event.
struct CrossingKey: Hashable {
  var registration: Int
  var event: String
  var isWarning: Bool
}

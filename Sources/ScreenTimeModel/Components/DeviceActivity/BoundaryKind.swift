/// A schedule boundary of a registration.
enum BoundaryKind: Equatable {
  case start
  case end
  case startWarning
  case endWarning
}

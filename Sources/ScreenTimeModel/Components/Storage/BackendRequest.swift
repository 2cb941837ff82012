/// A backend request.
public enum BackendRequest: Sendable, Equatable {
  case fetch(String)
  case store(String, [UInt8])
  case remove(String)
  case list
}

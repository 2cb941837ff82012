import Foundation
import ScreenTimeModel
import SimulationEngine

/// The app's own server, reached over the network.
///
/// The simulator's stand-in for `URLSession` calls to the app's backend. Responses arrive after
/// the backend's latency; an extension's process ends when its callback returns, so a response
/// that arrives later never reaches it. The shield configuration extension has no network.
public final class BackendClient: Sendable {
  /// The app's backend.
  public static let shared = BackendClient()

  private init() {}

  /// Why a request failed.
  public enum RequestError: Error, Equatable, Sendable {
    /// The backend is down or unreachable.
    case networkError
    /// This process may not use the network.
    case notPermitted
  }

  /// Fetches the blob at `key` (`nil` when there is none).
  public func fetch(
    _ key: String, completion: @escaping (Result<Data?, RequestError>) -> Void
  ) {
    send(.fetch(key)) { response in
      switch response {
      case .data(let bytes): completion(.success(bytes.map { Data($0) }))
      case .failed(let failure): completion(.failure(Self.error(failure)))
      case .keys, .done: completion(.success(nil))
      }
    }
  }

  /// Stores `data` at `key`.
  public func store(
    _ data: Data, at key: String, completion: @escaping (Result<Void, RequestError>) -> Void
  ) {
    send(.store(key, [UInt8](data))) { completion(Self.result($0)) }
  }

  /// Removes the blob at `key`.
  public func remove(_ key: String, completion: @escaping (Result<Void, RequestError>) -> Void) {
    send(.remove(key)) { completion(Self.result($0)) }
  }

  /// Lists every key, sorted.
  public func listKeys(completion: @escaping (Result<[String], RequestError>) -> Void) {
    send(.list) { response in
      switch response {
      case .keys(let keys): completion(.success(keys))
      case .failed(let failure): completion(.failure(Self.error(failure)))
      case .data, .done: completion(.success([]))
      }
    }
  }

  private func send(_ request: BackendRequest, completion: @escaping (BackendResponse) -> Void) {
    Simulator.device.sendBackendRequest(request, completion: completion)
  }

  private static func result(_ response: BackendResponse) -> Result<Void, RequestError> {
    if case .failed(let failure) = response { return .failure(error(failure)) }
    return .success(())
  }

  private static func error(_ failure: BackendFailure) -> RequestError {
    failure == .notPermitted ? .notPermitted : .networkError
  }
}

import ScreenTimeModel
import SimulationEngine

/// Requests and revokes the app's Family Controls authorization.
///
/// Mirrors `FamilyControls.AuthorizationCenter`. Apple's `requestAuthorization(for:)` is
/// `async`; here it is synchronous because the simulated prompt is answered by the scenario step
/// that shows it, within the call. Like on a device, ``authorizationStatus`` reads
/// `.notDetermined` in a new process until a request succeeds in it.
public final class AuthorizationCenter: Sendable {
  /// The only instance.
  public static let shared = AuthorizationCenter()

  private init() {}

  /// The status as this process knows it.
  public var authorizationStatus: AuthorizationStatus {
    switch Simulator.device.authorizationStatusForCurrentProcess {
    case .notDetermined: .notDetermined
    case .denied: .denied
    case .approved: .approved
    }
  }

  /// Asks for authorization for `member`.
  ///
  /// Shows a prompt unless the app is already approved; a prompt that nobody answers is
  /// dismissed and throws ``FamilyControlsError/authorizationCanceled``.
  ///
  /// - Throws: ``FamilyControlsError``.
  public func requestAuthorization(for member: FamilyControlsMember) throws(FamilyControlsError) {
    let device = Simulator.device
    let answer = PromptAnswers.take()
    do {
      try device.requestAuthorization(
        for: member == .individual ? .individual : .child, answer: answer)
    } catch {
      throw FamilyControlsError(code: error)
    }
  }

  /// Revokes the app's authorization; does nothing when it is not approved.
  ///
  /// The result says whether the request completed, not what the status is afterwards.
  public func revokeAuthorization(completionHandler: (Result<Void, any Error>) -> Void) {
    Simulator.device.revokeAuthorizationFromApp()
    completionHandler(.success(()))
  }
}

extension FamilyControlsError {
  init(code: FamilyControlsErrorCode) {
    switch code {
    case .restricted: self = .restricted
    case .unavailable: self = .unavailable
    case .invalidAccountType: self = .invalidAccountType
    case .invalidArgument: self = .invalidArgument
    case .authorizationConflict: self = .authorizationConflict
    case .authorizationCanceled: self = .authorizationCanceled
    case .networkError: self = .networkError
    case .authenticationMethodUnavailable: self = .authenticationMethodUnavailable
    }
  }
}

/// The answer the scenario gives to the next authorization prompt, if any.
///
/// Set by the runner around the step that shows a prompt (`user approves authorization`), and
/// taken by the first request in it; requests the app makes on its own find none.
package enum PromptAnswers {
  @TaskLocal package static var pending: PromptAnswerBox?

  static func take() -> SimulatedDevice.PromptAnswer? {
    pending?.take()
  }
}

/// A one-shot holder of a prompt answer.
package final class PromptAnswerBox: @unchecked Sendable {
  // Confined to the simulation's thread, like the device that uses it.
  private var answer: SimulatedDevice.PromptAnswer?

  package init(_ answer: SimulatedDevice.PromptAnswer) {
    self.answer = answer
  }

  func take() -> SimulatedDevice.PromptAnswer? {
    defer { answer = nil }
    return answer
  }
}

import ScreenTimeModel
import SimulationEngine

/// Requests and revokes the app's Family Controls authorization.
///
/// Mirrors `FamilyControls.AuthorizationCenter`. Like on a device, ``authorizationStatus``
/// reads `.notDetermined` in a new process until a request succeeds in it, and
/// `$authorizationStatus` publishes each change the main app's process sees.
// The only stored property, the status's wrapper, is set once by `init` and never written.
public final class AuthorizationCenter: @unchecked Sendable {
  /// The only instance.
  public static let shared = AuthorizationCenter()

  private init() {}

  /// The status as this process knows it; `$authorizationStatus` publishes it.
  ///
  /// A subscriber to `$authorizationStatus` receives the current status at once, as with
  /// Combine's `@Published`, and then, in the main app's process, every change the process
  /// sees: a successful request, `revokeAuthorization`, and on coming back to the foreground a
  /// change made while it was suspended. Changes arrive synchronously, in subscription order;
  /// an unchanged status is not published again. Subscriptions end with the process.
  @SystemPublished(AuthorizationCenter.currentStatus, subscribe: AuthorizationCenter.subscribe)
  public var authorizationStatus: AuthorizationStatus

  private static func currentStatus() -> AuthorizationStatus {
    AuthorizationStatus(Simulator.device.authorizationStatusForCurrentProcess)
  }

  private static func subscribe(_ receive: @escaping (AuthorizationStatus) -> Void)
    -> AnyCancellable?
  {
    let device = Simulator.device
    guard let id = device.subscribeToAuthorizationStatus({ receive(AuthorizationStatus($0)) })
    else { return nil }
    return AnyCancellable { [weak device] in device?.unsubscribeFromAuthorizationStatus(id) }
  }

  /// Asks for authorization for `member`.
  ///
  /// Shows a prompt unless the app is already approved; a prompt that nobody answers is
  /// dismissed and throws ``FamilyControlsError/authorizationCanceled``. Apple's method is
  /// `async`; call it from a task (`Task { try await ... }`). The simulated device answers the
  /// prompt within the step that shows it and runs the app's tasks in a fixed order, so the
  /// task finishes before the next step.
  ///
  /// - Throws: ``FamilyControlsError``.
  public func requestAuthorization(for member: FamilyControlsMember) async throws {
    let device = Simulator.device
    guard PromptAnswers.leavesPromptOnScreen() else { return try requestNow(for: member) }
    // `user requests authorization`: the prompt stays on screen and the request waits for the
    // step that answers it.
    try await withUnsafeThrowingContinuation {
      (continuation: UnsafeContinuation<Void, any Error>) in
      do throws(FamilyControlsErrorCode) {
        let finished = try device.requestAuthorizationLeavingPrompt(for: Member(member)) {
          result in
          continuation.resume(with: result.mapError { FamilyControlsError(code: $0) })
        }
        if finished { continuation.resume() }
      } catch {
        continuation.resume(throwing: FamilyControlsError(code: error))
      }
    }
  }

  /// The request, answered now.
  private func requestNow(for member: FamilyControlsMember) throws(FamilyControlsError) {
    let device = Simulator.device
    let answer = PromptAnswers.take()
    do {
      try device.requestAuthorization(for: Member(member), answer: answer)
    } catch {
      throw FamilyControlsError(code: error)
    }
  }

  /// Asks for child authorization and reports the outcome to `completionHandler`: the iOS 15
  /// request, deprecated since iOS 16 in favour of ``requestAuthorization(for:)``.
  ///
  /// It is the `.child` request: a guardian approves it, and it fails with
  /// ``FamilyControlsError/invalidAccountType`` on a device without a child account. The handler
  /// runs before the call returns.
  public func requestAuthorization(
    completionHandler: @escaping (Result<Void, any Error>) -> Void
  ) {
    if PromptAnswers.leavesPromptOnScreen() {
      // `user requests authorization`: the handler runs when a later step answers the prompt.
      nonisolated(unsafe) let handler = completionHandler
      do throws(FamilyControlsErrorCode) {
        let finished = try Simulator.device.requestAuthorizationLeavingPrompt(for: .child) {
          result in handler(result.map { () }.mapError { FamilyControlsError(code: $0) })
        }
        if finished { completionHandler(.success(())) }
      } catch {
        completionHandler(.failure(FamilyControlsError(code: error)))
      }
      return
    }
    do {
      try requestNow(for: .child)
      completionHandler(.success(()))
    } catch {
      completionHandler(.failure(error))
    }
  }

  /// Revokes the app's authorization; does nothing when it is not approved.
  ///
  /// The result says whether the request completed, not what the status is afterwards. The
  /// handler runs before the call returns.
  public func revokeAuthorization(
    completionHandler: @escaping (Result<Void, any Error>) -> Void
  ) {
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
    case .unauthorized: self = .unauthorized
    }
  }
}

/// The answer the scenario gives to the next authorization prompt, if any.
///
/// Set by the runner around the step that shows a prompt (`user approves authorization`), and
/// taken by the first request in it, also from a task the step's code started; requests the app
/// makes on its own find none, and so does a request made after the step ended.
package enum PromptAnswers {
  @TaskLocal package static var pending: PromptAnswerBox?

  static func take() -> SimulatedDevice.PromptAnswer? {
    pending?.take()
  }

  /// Whether the next request's prompt stays on screen for a later step to answer; the first
  /// request of the step takes the instruction.
  static func leavesPromptOnScreen() -> Bool {
    pending?.takeLeavingOnScreen() ?? false
  }
}

/// A one-shot holder of a prompt answer, or of the instruction to leave the prompt on screen.
package final class PromptAnswerBox: @unchecked Sendable {
  // Confined to the simulation's thread, like the device that uses it.
  private var answer: SimulatedDevice.PromptAnswer?
  private var leavesOnScreen: Bool

  package init(_ answer: SimulatedDevice.PromptAnswer) {
    self.answer = answer
    leavesOnScreen = false
  }

  /// The box of `user requests authorization`: the prompt stays on screen.
  package init(leavingPromptOnScreen: Void) {
    answer = nil
    leavesOnScreen = true
  }

  func take() -> SimulatedDevice.PromptAnswer? {
    defer { answer = nil }
    return answer
  }

  func takeLeavingOnScreen() -> Bool {
    defer { leavesOnScreen = false }
    return leavesOnScreen
  }

  /// The step that showed the prompt ended: nobody answers it any more.
  package func close() {
    answer = nil
    leavesOnScreen = false
  }
}

extension Member {
  init(_ member: FamilyControlsMember) {
    self = member == .individual ? .individual : .child
  }
}

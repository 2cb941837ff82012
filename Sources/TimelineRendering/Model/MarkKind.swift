/// The instants a lane can show.
public enum MarkKind: Sendable, Codable, Equatable, Hashable, CaseIterable {
  /// A step the user took, such as opening an app.
  case userAction
  /// Something worth seeing that no other kind describes.
  case note
  /// A system update was installed.
  case systemUpdate
  /// Authorization was revoked, voiding the tokens of the epoch that ends.
  case revocation
  /// A warning callback's time came (`intervalWillStartWarning`, `eventWillReachThresholdWarning`).
  case warning
  /// A usage event reached its threshold.
  case threshold
  /// A callback fell due.
  case callbackDue
  /// A callback arrived, or did not, as `CallbackDelivery` says.
  case callback(CallbackDelivery)
  /// The item's token was rotated.
  case tokenRotation
  /// The item's token expired.
  case tokenExpiry
  /// A process was launched.
  case launch
  /// A process handled a callback or a request.
  case callbackHandled
  /// A process was killed by the system.
  case kill
  /// A process crashed.
  case crash
  /// A process went over its memory limit.
  case memoryExceeded
  /// A fault was injected here.
  case fault
  /// An expectation held.
  case expectationPassed
  /// An expectation failed.
  case expectationFailed

  /// Every kind, in the order of the legend.
  public static let allCases: [MarkKind] =
    [.userAction, .note, .systemUpdate, .revocation, .warning, .threshold, .callbackDue]
    + CallbackDelivery.allCases.map(MarkKind.callback)
    + [
      .tokenRotation, .tokenExpiry, .launch, .callbackHandled, .kill, .crash, .memoryExceeded,
      .fault, .expectationPassed, .expectationFailed,
    ]

  /// The name shown in the legend.
  public var title: String {
    switch self {
    case .userAction: "User action"
    case .note: "Note"
    case .systemUpdate: "System update"
    case .revocation: "Revocation"
    case .warning: "Warning"
    case .threshold: "Threshold reached"
    case .callbackDue: "Callback due"
    case .callback(let delivery): delivery.title
    case .tokenRotation: "Token rotated"
    case .tokenExpiry: "Token expired"
    case .launch: "Launch"
    case .callbackHandled: "Callback handled"
    case .kill: "Killed"
    case .crash: "Crash"
    case .memoryExceeded: "Memory limit exceeded"
    case .fault: "Fault injected"
    case .expectationPassed: "Expectation passed"
    case .expectationFailed: "Expectation failed"
    }
  }

  var styleName: String {
    switch self {
    case .userAction: "user"
    case .note: "note"
    case .systemUpdate: "update"
    case .revocation: "revocation"
    case .warning: "warning"
    case .threshold: "threshold"
    case .callbackDue: "due"
    case .callback(let delivery): "cb-" + delivery.styleName
    case .tokenRotation: "rotation"
    case .tokenExpiry: "expiry"
    case .launch: "launch"
    case .callbackHandled: "handled"
    case .kill: "kill"
    case .crash: "crash"
    case .memoryExceeded: "memory"
    case .fault: "fault"
    case .expectationPassed: "pass"
    case .expectationFailed: "fail"
    }
  }

  /// The shape drawn for the mark.
  var glyph: Glyph {
    switch self {
    case .userAction: .triangleDown
    case .note: .dot
    case .systemUpdate: .diamond
    case .revocation: .cross
    case .warning: .triangleUp
    case .threshold: .square
    case .callbackDue: .circle
    case .callback(.dropped): .cross
    case .callback: .circle
    case .tokenRotation: .diamond
    case .tokenExpiry: .square
    case .launch: .triangleRight
    case .callbackHandled: .dot
    case .kill: .cross
    case .crash: .star
    case .memoryExceeded: .square
    case .fault: .bolt
    case .expectationPassed: .check
    case .expectationFailed: .alert
    }
  }
}

/// A backend response on its way back to the process that asked.
struct PendingResponse {
  var process: ProcessKind
  var cause: Cause
  var deliver: () -> Void
}

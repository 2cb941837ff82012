#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift runtime's hooks through which the simulated device takes the tasks app code starts.
///
/// `swift_task_enqueueGlobal_hook` sees every job bound for the global concurrent executor
/// (`Task {}`, `Task.detached`, `async let`, task group children, default actors, resumed
/// continuations of nonisolated code); `swift_task_getMainExecutor_hook` decides what the main
/// actor's executor is. On a thread where a simulated device runs app code, the first sends jobs
/// to that device's executor and the second makes that executor the main actor, so `@MainActor`
/// code and hops to it run there too; everywhere else both defer to the runtime (or to a hook
/// installed before). The same technique is behind Point-Free's `withMainSerialExecutor`.
///
/// The hooks are process-wide and installed once, the first time a device runs app code.
enum ConcurrencyHooks {
  typealias EnqueueOriginal = @convention(thin) (UnownedJob) -> Void
  typealias EnqueueHook = @convention(thin) (UnownedJob, EnqueueOriginal) -> Void
  typealias MainExecutorOriginal = @convention(thin) () -> UnownedSerialExecutor
  typealias MainExecutorHook = @convention(thin) (MainExecutorOriginal) -> UnownedSerialExecutor

  /// Whether the hooks are in place; `false` when the runtime does not export them (a binary
  /// linked with a static Swift runtime, say).
  static let isInstalled: Bool = install()

  // Written once, by `install()`, under the runtime's once-initialisation of `isInstalled`.
  nonisolated(unsafe) private static var previousEnqueue: EnqueueHook?
  nonisolated(unsafe) private static var previousMainExecutor: MainExecutorHook?

  private static func install() -> Bool {
    guard
      let enqueue = symbol("swift_task_enqueueGlobal_hook", EnqueueHook.self),
      let mainExecutor = symbol("swift_task_getMainExecutor_hook", MainExecutorHook.self)
    else { return false }
    previousEnqueue = enqueue.pointee
    previousMainExecutor = mainExecutor.pointee
    enqueue.pointee = { job, original in
      if let executor = TaskCaptureScope.executor {
        executor.take(job)
      } else if let previous = ConcurrencyHooks.previousEnqueue {
        previous(job, original)
      } else {
        original(job)
      }
    }
    mainExecutor.pointee = { original in
      if let executor = TaskCaptureScope.executor {
        return executor.asUnownedSerialExecutor()
      } else if let previous = ConcurrencyHooks.previousMainExecutor {
        return previous(original)
      }
      return original()
    }
    return true
  }

  private static func symbol<T>(_ name: String, _: T.Type) -> UnsafeMutablePointer<T?>? {
    guard let handle = dlopen(nil, RTLD_NOW), let address = dlsym(handle, name) else {
      return nil
    }
    return address.assumingMemoryBound(to: T?.self)
  }
}

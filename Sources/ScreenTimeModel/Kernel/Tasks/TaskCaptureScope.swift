#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which device's executor takes the tasks that code on this thread starts, and the process
/// context of the app code running there.
///
/// A thread-local slot, set by the device while it runs app code and its tasks and restored
/// afterwards, so that simulations on different threads never see each other's. The values are
/// held unretained: a scope never outlives the device that opened it.
enum TaskCaptureScope {
  private static let executorKey = makeKey()
  private static let contextKey = makeKey()

  private static func makeKey() -> pthread_key_t {
    var key = pthread_key_t()
    let status = pthread_key_create(&key, nil)
    precondition(status == 0, "cannot create a thread-local key for the simulator's tasks")
    return key
  }

  /// The executor of the device running app code on this thread, if one is.
  static var executor: AppTaskExecutor? {
    pthread_getspecific(executorKey).map {
      Unmanaged<AppTaskExecutor>.fromOpaque($0).takeUnretainedValue()
    }
  }

  /// The process context of the app code the device runs on this thread, if it runs any.
  static var context: ProcessContext? {
    pthread_getspecific(contextKey).map {
      Unmanaged<ContextBox>.fromOpaque($0).takeUnretainedValue().context
    }
  }

  /// Runs `body` with `executor` taking this thread's tasks and `context` as the context of
  /// detached work, then restores what was there.
  static func with<Result>(
    _ executor: AppTaskExecutor, context: ProcessContext, _ body: () -> Result
  ) -> Result {
    let savedExecutor = pthread_getspecific(executorKey)
    let savedContext = pthread_getspecific(contextKey)
    let box = ContextBox(context)
    pthread_setspecific(executorKey, Unmanaged.passUnretained(executor).toOpaque())
    pthread_setspecific(contextKey, Unmanaged.passUnretained(box).toOpaque())
    defer {
      pthread_setspecific(executorKey, savedExecutor)
      pthread_setspecific(contextKey, savedContext)
      withExtendedLifetime(box) {}
    }
    return body()
  }

  /// The current thread, to compare with another.
  static var currentThread: pthread_t { pthread_self() }

  /// Whether `thread` is the current thread.
  static func isCurrent(_ thread: pthread_t) -> Bool {
    pthread_equal(thread, pthread_self()) != 0
  }

  private final class ContextBox {
    let context: ProcessContext

    init(_ context: ProcessContext) {
      self.context = context
    }
  }
}

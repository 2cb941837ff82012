/// A marker that every task started by one run of app code carries, to tell whether any of them
/// is still alive.
///
/// The run binds it in ``ProcessContext``, a task-local value that `Task {}` copies into the
/// tasks it creates and their children; a task releases it when it finishes. After the run, a
/// marker referenced only by the device means every such task has finished. Detached tasks do not
/// copy task-local values and are not counted.
public final class TaskLifetime: Sendable {
  init() {}
}

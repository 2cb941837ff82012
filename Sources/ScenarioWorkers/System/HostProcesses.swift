#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting, ending and waiting for worker processes, and finding this process's executable.
enum HostProcesses {
  /// How a process ended, from `waitpid`.
  enum Ending: Equatable, Sendable {
    /// It exited with this status.
    case exited(Int32)
    /// A signal ended it.
    case signaled(Int32)
  }

  /// The absolute path of this process's executable, or `nil` when the system does not say.
  static var executablePath: String? {
    #if canImport(Darwin)
      var size: UInt32 = 0
      _ = _NSGetExecutablePath(nil, &size)
      var buffer = [CChar](repeating: 0, count: Int(size) + 1)
      guard _NSGetExecutablePath(&buffer, &size) == 0,
        let resolved = realpath(buffer, nil)
      else { return nil }
      defer { free(resolved) }
      return String(cString: resolved)
    #else
      var buffer = [CChar](repeating: 0, count: 4_096)
      let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
      guard count > 0 else { return nil }
      return buffer.withUnsafeBufferPointer { characters in
        String(decoding: characters.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      }
    #endif
  }

  /// Starts `path` with `arguments` (after the program's name) and `environment`, its standard
  /// input from `/dev/null` and the descriptors `mapping` moved to the child's numbers
  /// (`(parent, child)`), in a process group of its own so that a terminal's interrupt reaches
  /// only `stsim`; returns its process identifier, or the error number.
  static func spawn(
    _ path: String, arguments: [String], environment: [String], mapping: [(Int32, Int32)]
  ) -> Result<pid_t, SpawnError> {
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t?
      var attributes: posix_spawnattr_t?
    #else
      var actions = posix_spawn_file_actions_t()
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    posix_spawnattr_init(&attributes)
    defer {
      posix_spawn_file_actions_destroy(&actions)
      posix_spawnattr_destroy(&attributes)
    }
    // Each descriptor is first moved above every target, so that moving one onto its number
    // never overwrites another still to move.
    let floor = (mapping.map(\.1).max() ?? 2) + 1
    var moved: [(Int32, Int32)] = []
    defer { for (descriptor, _) in moved { _ = Glue.close(descriptor) } }
    for (parent, child) in mapping {
      let high = fcntl(parent, F_DUPFD_CLOEXEC, floor)
      guard high >= 0 else { return .failure(SpawnError(code: errno)) }
      moved.append((high, child))
    }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    for (parent, child) in moved { posix_spawn_file_actions_adddup2(&actions, parent, child) }
    var flags = Int32(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_CLOEXEC_DEFAULT)
      // With CLOEXEC_DEFAULT, the standard output is kept only when named.
      posix_spawn_file_actions_addinherit_np(&actions, 1)
    #endif
    posix_spawnattr_setflags(&attributes, Int16(flags))
    posix_spawnattr_setpgroup(&attributes, 0)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for signal in [SIGINT, SIGTERM, SIGPIPE, SIGXFSZ, SIGHUP, SIGQUIT] {
      sigaddset(&defaults, signal)
    }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)

    let argv = ([path] + arguments).map { strdup($0) }
    let envp = environment.map { strdup($0) }
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    var pid = pid_t()
    let status = posix_spawn(&pid, path, &actions, &attributes, argv + [nil], envp + [nil])
    guard status == 0 else { return .failure(SpawnError(code: status)) }
    return .success(pid)
  }

  /// Why a worker could not start: the system's error number.
  struct SpawnError: Error, Equatable, Sendable {
    var code: Int32

    /// The system's wording.
    var description: String { String(cString: strerror(code)) }
  }

  /// Waits for `pid` to end and says how.
  static func wait(for pid: pid_t) -> Ending {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 {
      guard errno == EINTR else { return .signaled(SIGKILL) }
    }
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }

  /// Sends `SIGKILL` to `pid`.
  static func kill(_ pid: pid_t) {
    _ = Glue.kill(pid, SIGKILL)
  }

  /// The name of signal `number`, such as `SIGSEGV`.
  static func name(ofSignal number: Int32) -> String {
    let names: [Int32: String] = [
      SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGABRT: "SIGABRT", SIGBUS: "SIGBUS",
      SIGFPE: "SIGFPE", SIGSEGV: "SIGSEGV", SIGKILL: "SIGKILL", SIGTERM: "SIGTERM",
      SIGINT: "SIGINT", SIGPIPE: "SIGPIPE", SIGXCPU: "SIGXCPU", SIGXFSZ: "SIGXFSZ",
      SIGSYS: "SIGSYS", SIGHUP: "SIGHUP", SIGQUIT: "SIGQUIT",
    ]
    return names[number] ?? "signal \(number)"
  }
}

/// `kill(2)` and `close(2)`, outside ``HostProcesses`` whose own `kill` would hide it.
private enum Glue {
  static func close(_ descriptor: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.close(descriptor)
    #elseif canImport(Glibc)
      Glibc.close(descriptor)
    #else
      Musl.close(descriptor)
    #endif
  }

  static func kill(_ pid: pid_t, _ signal: Int32) -> Int32 {
    #if canImport(Darwin)
      Darwin.kill(pid, signal)
    #elseif canImport(Glibc)
      Glibc.kill(pid, signal)
    #else
      Musl.kill(pid, signal)
    #endif
  }
}

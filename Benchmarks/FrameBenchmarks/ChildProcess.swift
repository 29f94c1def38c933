import Foundation
import Glibc

/// A process the driver started, with its standard error read line by line and its kernel
/// counters (`/proc/<pid>`) at hand.
///
/// Every wait has a deadline and keeps draining the pipe, so a chatty child never blocks on a
/// full pipe and a stuck one never hangs the benchmark.
final class ChildProcess {
  let name: String
  let pid: pid_t
  /// `CLOCK_MONOTONIC` just before `posix_spawn`.
  let spawnTime: UInt64
  private let errorPipe: Int32
  private var pending: [UInt8] = []
  private var lines: [String] = []
  private var exitStatus: Int32?

  /// Starts `executable` with `arguments`, this process's environment plus `environment`, standard
  /// output discarded and standard error piped to the driver.
  init(_ executable: String, _ arguments: [String] = [], environment: [String: String] = [:]) throws {
    name = (executable as NSString).lastPathComponent
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { throw BenchmarkError("pipe failed") }
    // Neither end may leak into other children; dup2 onto 2 clears the flag for this child's copy.
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, fds[1], 2)
    var merged = ProcessInfo.processInfo.environment
    merged.merge(environment) { _, new in new }
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var child: pid_t = 0
    spawnTime = Monotonic.nanoseconds()
    let result = posix_spawn(&child, executable, &actions, nil, argv, envp)
    close(fds[1])
    guard result == 0 else {
      close(fds[0])
      throw BenchmarkError("cannot start \(executable): \(String(cString: strerror(result)))")
    }
    pid = child
    errorPipe = fds[0]
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(errorPipe)
  }

  /// The next line of standard error, waiting at most `timeout` seconds; nil at the deadline or
  /// when the child closed its standard error.
  func nextLine(timeout: Double) -> String? {
    let deadline = Monotonic.nanoseconds() + UInt64(max(0, timeout) * 1e9)
    while lines.isEmpty {
      let now = Monotonic.nanoseconds()
      guard now < deadline, read(waitingUntil: deadline) else { return nil }
    }
    return lines.removeFirst()
  }

  /// The next line starting with `prefix`, skipping (and forwarding) others.
  func nextLine(startingWith prefix: String, timeout: Double) -> String? {
    let deadline = Monotonic.nanoseconds() + UInt64(max(0, timeout) * 1e9)
    while true {
      let left = Double(Int64(deadline) - Int64(Monotonic.nanoseconds())) / 1e9
      guard left > 0, let line = nextLine(timeout: left) else { return nil }
      if line.hasPrefix(prefix) { return line }
      forward(line)
    }
  }

  /// Every line that arrives within `seconds`.
  func lines(during seconds: Double) -> [String] {
    let deadline = Monotonic.nanoseconds() + UInt64(max(0, seconds) * 1e9)
    var collected: [String] = []
    while true {
      let left = Double(Int64(deadline) - Int64(Monotonic.nanoseconds())) / 1e9
      guard left > 0, let line = nextLine(timeout: left) else { return collected }
      collected.append(line)
    }
  }

  /// Frame lines that arrive within `seconds`; other lines are forwarded.
  func frames(during seconds: Double) -> [FrameLine] {
    lines(during: seconds).compactMap { line in
      if let frame = FrameLine(line) { return frame }
      forward(line)
      return nil
    }
  }

  /// Waits for the child to exit (at most `timeout` seconds, then kills it); returns its status.
  @discardableResult
  func waitForExit(timeout: Double) -> Int32 {
    if let exitStatus { return exitStatus }
    let deadline = Monotonic.nanoseconds() + UInt64(timeout * 1e9)
    var status: Int32 = 0
    while waitpid(pid, &status, WNOHANG) == 0 {
      if Monotonic.nanoseconds() > deadline {
        kill(pid, SIGKILL)
        waitpid(pid, &status, 0)
        break
      }
      _ = lines(during: 0.01)
    }
    exitStatus = status
    return status
  }

  /// Asks the child to end (SIGTERM) and reaps it.
  func terminate() {
    guard exitStatus == nil else { return }
    kill(pid, SIGTERM)
    waitForExit(timeout: 2)
  }

  /// A field of `/proc/<pid>/status` in its unit (kB for memory), or nil.
  func status(_ field: String) -> Int? {
    ProcFiles.field(field, in: "/proc/\(pid)/status")
  }

  /// Context switches of every thread: each is a wake-up (voluntary) or a preemption.
  var contextSwitches: Int {
    let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    return tasks.reduce(0) { total, task in
      let path = "/proc/\(pid)/task/\(task)/status"
      return total + (ProcFiles.field("voluntary_ctxt_switches", in: path) ?? 0)
        + (ProcFiles.field("nonvoluntary_ctxt_switches", in: path) ?? 0)
    }
  }

  /// User plus system CPU time, in seconds.
  var cpuSeconds: Double {
    guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = text.lastIndex(of: ")")
    else { return 0 }
    // Fields after "(comm)": state is field 3, utime 14, stime 15.
    let fields = text[text.index(after: close)...].split(separator: " ")
    guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  private func forward(_ line: String) {
    FileHandle.standardError.write(Data("  [\(name)] \(line)\n".utf8))
  }

  /// Reads what is available, waiting until `deadline`; false on timeout or end of file.
  private func read(waitingUntil deadline: UInt64) -> Bool {
    let now = Monotonic.nanoseconds()
    let milliseconds = deadline > now ? Int32(clamping: (deadline - now + 999_999) / 1_000_000) : 0
    var descriptor = pollfd(fd: errorPipe, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = Glibc.read(errorPipe, &buffer, buffer.count)
    guard count > 0 else { return false }
    pending.append(contentsOf: buffer[0..<count])
    while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
      lines.append(String(decoding: pending[0..<newline], as: UTF8.self))
      pending.removeSubrange(0...newline)
    }
    return true
  }
}

/// Reading `Name: value` files under `/proc`.
enum ProcFiles {
  /// The first number after `field:` in the file at `path`.
  static func field(_ field: String, in path: String) -> Int? {
    guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
    for line in text.split(separator: "\n") where line.hasPrefix(field + ":") {
      let value = line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first
      return value.flatMap { Int($0) }
    }
    return nil
  }
}

/// A benchmark that could not run, with why.
struct BenchmarkError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

import Foundation
import Glibc

/// Times consecutive phases with `CLOCK_MONOTONIC` and prints them as a `trellis-frame` line,
/// the format `TRELLIS_FRAME_TIMING` uses, so the driver parses every source alike.
struct PhaseClock {
  private var last = Monotonic.nanoseconds()
  private var phases: [(String, UInt64)] = []

  /// Restarts the clock for a new frame.
  mutating func start() {
    last = Monotonic.nanoseconds()
    phases.removeAll()
  }

  /// Charges the time since the last mark to `phase`.
  mutating func end(_ phase: String) {
    let now = Monotonic.nanoseconds()
    phases.append((phase, now - last))
    last = now
  }

  /// Writes the frame's line to standard error and starts the next frame.
  mutating func report(extra: String) {
    var line = "trellis-frame t=\(last)"
    for (name, duration) in phases { line += " \(name)=\(duration / 1000)" }
    FileHandle.standardError.write(Data((line + " " + extra + "\n").utf8))
    start()
  }
}

/// `CLOCK_MONOTONIC`, the clock Xvfb stamps events with and `TRELLIS_FRAME_TIMING` reports in.
enum Monotonic {
  /// Nanoseconds since an arbitrary start (boot).
  static func nanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }
}

import Foundation
import Glibc
import TrellisX11

/// Per-frame instrumentation for benchmarks, off unless an environment variable asks for it.
///
/// - `TRELLIS_FRAME_TIMING=1` prints one line per presented frame to standard error: the
///   `CLOCK_MONOTONIC` time the present ended (ns), each phase's duration (µs), the pixels and
///   bytes presented, and the last pointer button event before the frame with its server time
///   (ms), so a driver can measure input-to-screen latency against the X server's clock.
/// - `TRELLIS_FRAME_TIMING=sync` does the same but waits until the server has copied the pixels
///   before taking the end time, so the figure includes the server's work.
/// - `TRELLIS_EXIT_AFTER_FIRST_FRAME=1` prints `trellis-first-frame t=<ns>` once the first frame
///   is on the server (synced) and exits, for measuring start-up time from outside.
@MainActor
final class FrameTiming {
  /// The phases of a frame, in the order `WindowHost.frame()` runs them.
  enum Phase: Int, CaseIterable {
    case update, layout, displayList, damage, paint, present

    var label: String {
      switch self {
      case .update: "update"
      case .layout: "layout"
      case .displayList: "list"
      case .damage: "damage"
      case .paint: "paint"
      case .present: "present"
      }
    }
  }

  /// The process's instrumentation, or nil (the normal case) when no variable asks for it.
  static let shared = FrameTiming(environment: ProcessEnvironment.all)

  private let printsFrames: Bool
  private let syncsPresent: Bool
  private let exitsAfterFirstFrame: Bool
  private var phaseStart: UInt64 = 0
  private var durations = [UInt64](repeating: 0, count: Phase.allCases.count)
  private var pendingInput: String?

  private init?(environment: [String: String]) {
    let timing = environment["TRELLIS_FRAME_TIMING"]
    printsFrames = timing == "1" || timing == "sync"
    exitsAfterFirstFrame = environment["TRELLIS_EXIT_AFTER_FIRST_FRAME"] == "1"
    syncsPresent = timing == "sync" || exitsAfterFirstFrame
    guard printsFrames || exitsAfterFirstFrame else { return nil }
  }

  /// Nanoseconds of `CLOCK_MONOTONIC`, the clock Xvfb stamps events with (in milliseconds).
  static func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
  }

  /// Starts timing a frame.
  func beginFrame() {
    for index in durations.indices { durations[index] = 0 }
    phaseStart = FrameTiming.monotonicNanoseconds()
  }

  /// Ends `phase`: the time since the previous mark is charged to it.
  func end(_ phase: Phase) {
    let now = FrameTiming.monotonicNanoseconds()
    durations[phase.rawValue] += now - phaseStart
    phaseStart = now
  }

  /// Remembers the last button event, to name it in the next presented frame's line.
  func note(_ event: X11Event) {
    switch event {
    case .buttonPressed(_, let pointer): pendingInput = "press@\(pointer.time)"
    case .buttonReleased(_, let pointer): pendingInput = "release@\(pointer.time)"
    default: break
    }
  }

  /// Ends the present phase of a frame that presented `rects` of `window`, and reports it.
  func presented(_ rects: [PixelRect], of window: X11Window) {
    if syncsPresent { window.display.sync() }
    end(.present)
    let end = phaseStart
    if exitsAfterFirstFrame {
      FrameTiming.write("trellis-first-frame t=\(end)\n")
      exit(0)
    }
    let bounds = PixelRect(size: window.pixelSize)
    let pixels = rects.reduce(0) { total, rect in
      guard let visible = rect.intersection(bounds) else { return total }
      return total + visible.width * visible.height
    }
    var line = "trellis-frame t=\(end)"
    for phase in Phase.allCases { line += " \(phase.label)=\(durations[phase.rawValue] / 1000)" }
    line += " rects=\(rects.count) pixels=\(pixels) bytes=\(pixels * 4)"
    if let pendingInput { line += " input=\(pendingInput)" }
    pendingInput = nil
    FrameTiming.write(line + "\n")
  }

  /// Writes straight to file descriptor 2: unbuffered, so a driver sees each line at once.
  private static func write(_ text: String) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { Glibc.write(2, $0.baseAddress! + offset, $0.count - offset) }
      guard written > 0 else { return }
      offset += written
    }
  }
}

import Foundation

extension BenchmarkSuite {
  /// Full redraws of the 100-button window: this executable's `redraw` mode, the real app path's
  /// first frame of the same window, and the C baseline's hand-drawn equivalent.
  func measureFullRedraw() {
    log("full redraws of 100 bordered buttons at 1000 × 700")
    let frames = (try? redrawFrames(benchmarks, ["redraw", "\(runs * 2 + 1)"])) ?? []
    let warm = Array(frames.dropFirst())
    let c = baseline.flatMap { try? redrawFrames($0, ["buttons", "\(runs * 2 + 1)"]) } ?? []
    let total = Statistics.median(warm.map(\.totalMilliseconds))
    let phases = ["update", "layout", "list", "paint", "present"].map { phase in
      "\(phase) \(Format.number(Statistics.median(warm.map { $0.milliseconds(phase) }), 2))"
    }
    table.append(
      "100 bordered buttons, full redraw after a theme switch (median of \(warm.count))",
      Format.number(total, 2, "ms"), target: "≤ 3 ms", met: total.map { $0 <= 3 },
      baseline: Format.number(Statistics.median(c.dropFirst().map(\.totalMilliseconds)), 2, "ms"))
    table.append("… split into (ms)", phases.joined(separator: ", "))
    let cold = frames.first
    table.append(
      "100 bordered buttons, first frame incl. building the views",
      Format.number(cold?.totalMilliseconds, 2, "ms"),
      baseline: Format.number(c.first?.totalMilliseconds, 2, "ms"))
    var appFirstFrames: [FrameLine] = []
    for _ in 0..<max(3, runs / 4) {
      guard
        let child = try? ChildProcess(
          benchmarks, ["scene"],
          environment: ["FRAME_BENCH_SCENE": "buttons", "TRELLIS_FRAME_TIMING": "sync"]),
        let line = child.nextLine(startingWith: "trellis-frame", timeout: 10).flatMap(FrameLine.init)
      else { continue }
      appFirstFrames.append(line)
      child.terminate()
    }
    let appPhases = ["update", "layout", "list", "damage", "paint", "present"].map { phase in
      "\(phase) \(Format.number(Statistics.median(appFirstFrames.map { $0.milliseconds(phase) }), 2))"
    }
    table.append(
      "100 bordered buttons, app's first frame through WindowHost (ms)",
      Format.number(Statistics.median(appFirstFrames.map(\.totalMilliseconds)), 2, "ms") + ": "
        + appPhases.joined(separator: ", "))
  }

  /// Every frame line a redraw run prints before it exits.
  private func redrawFrames(_ executable: String, _ arguments: [String]) throws -> [FrameLine] {
    let child = try ChildProcess(executable, arguments)
    let frames = child.frames(during: 120)
    child.waitForExit(timeout: 5)
    return frames
  }
}

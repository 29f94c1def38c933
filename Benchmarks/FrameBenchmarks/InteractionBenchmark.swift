import Foundation
import Trellis

/// What one app did in the click, memory and idle session.
struct InteractionResult {
  /// Milliseconds from the release's server timestamp to the end of the presented frame.
  var releaseLatencies: [Double] = []
  /// The same from the press.
  var pressLatencies: [Double] = []
  /// Milliseconds from the driver sending the release to the end of the presented frame.
  var clientLatencies: [Double] = []
  /// Median frame work after a release (update … present), in ms.
  var frameWork: [Double] = []
  /// Peak resident memory (VmHWM) after start-up and the clicks, in kB.
  var peakMemory: Int?
  /// Context switches of all threads over the idle period.
  var idleWakeUps: Int?
  /// Frames presented over the idle period.
  var idleFrames = 0
}

extension BenchmarkSuite {
  /// Clicks PetVoting's first vote button (and the baseline's window) through XTest, reads the
  /// peak memory, then watches both sit idle.
  func measureInteraction() {
    log("clicks, memory and idle (\(Format.number(seconds, 0)) s) of PetVoting")
    let button = locateVoteButton()
    let trellis = interact(petVoting, [], environment: [:], pressRedraws: true) { button }
    var c = InteractionResult()
    if let baseline {
      log("clicks, memory and idle of the C baseline")
      c = interact(baseline, ["labels"], environment: [:], pressRedraws: false) { CGPoint(x: 100, y: 320) }
    }
    record(trellis, baseline: c)
  }

  private func record(_ trellis: InteractionResult, baseline c: InteractionResult) {
    let release = Statistics.median(trellis.releaseLatencies)
    table.append(
      "PetVoting: click (release) → presented frame, X server timestamp (median of \(trellis.releaseLatencies.count))",
      Format.number(release, 2, "ms"), target: "≤ 4 ms", met: release.map { $0 <= 4 },
      baseline: Format.number(Statistics.median(c.releaseLatencies), 2, "ms"))
    table.append(
      "PetVoting: same, 90th percentile",
      Format.number(Statistics.percentile(trellis.releaseLatencies, 0.9), 2, "ms"),
      baseline: Format.number(Statistics.percentile(c.releaseLatencies, 0.9), 2, "ms"))
    table.append(
      "PetVoting: same, from the XTest request (client clock)",
      Format.number(Statistics.median(trellis.clientLatencies), 2, "ms"),
      baseline: Format.number(Statistics.median(c.clientLatencies), 2, "ms"))
    table.append(
      "PetVoting: press → presented frame (pressed look)",
      Format.number(Statistics.median(trellis.pressLatencies), 2, "ms"))
    table.append(
      "PetVoting: frame work after a click (update → present)",
      Format.number(Statistics.median(trellis.frameWork), 2, "ms"),
      baseline: Format.number(Statistics.median(c.frameWork), 2, "ms"))
    let megabytes = trellis.peakMemory.map { Double($0) / 1024 }
    table.append(
      "PetVoting: peak resident memory (VmHWM) after start-up and \(trellis.releaseLatencies.count) clicks",
      Format.number(megabytes, 1, "MB"), target: "≤ 20 MB", met: megabytes.map { $0 <= 20 },
      baseline: Format.number(c.peakMemory.map { Double($0) / 1024 }, 1, "MB"))
    table.append(
      "PetVoting: wake-ups while idle for \(Format.number(seconds, 0)) s (context switches, all threads)",
      trellis.idleWakeUps.map { "\($0) (\(trellis.idleFrames) frames)" } ?? "n/a", target: "0",
      met: trellis.idleWakeUps.map { $0 == 0 && trellis.idleFrames == 0 },
      baseline: c.idleWakeUps.map { "\($0) (\(c.idleFrames) frames)" } ?? "—")
  }

  private func interact(
    _ executable: String, _ arguments: [String], environment: [String: String], pressRedraws: Bool,
    target: () -> CGPoint?
  ) -> InteractionResult {
    var result = InteractionResult()
    do {
      var variables = environment
      variables["TRELLIS_FRAME_TIMING"] = "sync"
      let child = try ChildProcess(executable, arguments, environment: variables)
      guard child.nextLine(startingWith: "trellis-frame", timeout: 10) != nil else {
        log("\(executable) presented no frame")
        return result
      }
      _ = child.frames(during: 0.5)
      guard let point = target() else {
        log("no button to click in \(executable)")
        return result
      }
      let pointer = try PointerDriver()
      pointer.move(to: point)
      _ = child.frames(during: 0.3)
      for _ in 0..<runs {
        pointer.button(down: true)
        if pressRedraws, let frame = waitForFrame(after: "press", from: child) {
          result.pressLatencies.append(frame.serverLatency)
        }
        _ = child.frames(during: 0.03)
        let sent = pointer.button(down: false)
        if let frame = waitForFrame(after: "release", from: child) {
          result.releaseLatencies.append(frame.serverLatency)
          result.clientLatencies.append(Double(frame.line.time &- sent) / 1e6)
          result.frameWork.append(frame.line.totalMilliseconds)
        }
        settle(child)
      }
      pointer.move(to: CGPoint(x: 5000, y: 5000))
      settle(child)
      result.peakMemory = child.status("VmHWM")
      _ = child.frames(during: 1)
      let before = child.contextSwitches
      result.idleFrames = child.frames(during: seconds).count
      result.idleWakeUps = child.contextSwitches - before
      child.terminate()
    } catch {
      log("\(error)")
    }
    return result
  }

  /// Where PetVoting's first vote button is, from the layout dump of a run of its own: the measured
  /// run is the app as users run it, without `TRELLIS_LAYOUT_DUMP`, whose JSON encoding and file
  /// writing after every frame would add their code and memory to the figures.
  private func locateVoteButton() -> CGPoint? {
    let dumpPath = NSTemporaryDirectory() + "frame-benchmarks-\(getpid()).json"
    defer { unlink(dumpPath) }
    do {
      let child = try ChildProcess(petVoting, [], environment: ["TRELLIS_LAYOUT_DUMP": dumpPath])
      defer { child.terminate() }
      return BenchmarkSuite.buttonCenter(under: "buttons", inDump: dumpPath)
    } catch {
      log("\(error)")
      return nil
    }
  }

  /// The first frame naming a `kind` button event, within a second.
  private func waitForFrame(after kind: String, from child: ChildProcess) -> (
    line: FrameLine, serverLatency: Double
  )? {
    let deadline = Monotonic.nanoseconds() + 1_000_000_000
    while Monotonic.nanoseconds() < deadline {
      guard let text = child.nextLine(startingWith: "trellis-frame", timeout: 1), let line = FrameLine(text)
      else {
        return nil
      }
      guard let input = line.input, input.kind == kind else { continue }
      // The server's millisecond clock is CLOCK_MONOTONIC truncated to 32 bits.
      let presented = Double(line.time % ((1 << 32) * 1_000_000)) / 1e6
      var latency = presented - Double(input.serverTime)
      if latency < -Double(UInt32.max) / 2 { latency += Double(UInt32.max) + 1 }
      return (line, latency)
    }
    return nil
  }

  /// Drains frames until none arrived for 150 ms (animations after a vote end), at most 3 s.
  private func settle(_ child: ChildProcess) {
    for _ in 0..<20 where !child.frames(during: 0.15).isEmpty {}
  }

  /// The centre of the first button in the view with identifier `id` (PetVoting's `buttons`),
  /// from a layout dump.
  static func buttonCenter(under id: String, inDump path: String) -> CGPoint? {
    for _ in 0..<50 {
      if let data = FileManager.default.contents(atPath: path),
        let dump = try? JSONDecoder().decode(LayoutDump.self, from: data),
        let root = dump.windows.first?.root,
        let button = root.find(id: id)?.allNodes.first(where: { $0.type.hasPrefix("Button") })
      {
        return CGPoint(x: button.frame.midX, y: button.frame.midY)
      }
      usleep(20_000)
    }
    return nil
  }
}

/// The part of `TRELLIS_LAYOUT_DUMP`'s file the driver reads.
private struct LayoutDump: Decodable {
  struct Window: Decodable {
    let root: LayoutTreeNode
  }
  let windows: [Window]
}

import Foundation

/// What was seen while a window animated.
struct AnimationResult {
  var framesPerSecond: Double?
  /// CPU time over wall time: 1 is one whole core.
  var cpuCores: Double?
  /// Median frame work (update … present) in ms.
  var frameWork: Double?
  /// Median bytes presented per frame.
  var bytesPerFrame: Double?
  /// Largest bytes presented by one frame.
  var maxBytesPerFrame: Double?
}

extension BenchmarkSuite {
  /// 100 moving circles (frame rate and CPU), then one circle in a 200 × 40 track (bytes uploaded).
  func measureAnimation() {
    log("100 moving circles for \(Format.number(seconds, 0)) s")
    let trellis = watch(
      benchmarks, ["scene"], environment: ["FRAME_BENCH_SCENE": "circles"], seconds: seconds,
      clicksStart: true)
    let c = baseline.map {
      watch($0, ["circles", "\(Int(seconds) + 10)"], environment: [:], seconds: seconds, clicksStart: false)
    }
    table.append(
      "100 circles moving at 1000 × 700: frames per second", Format.number(trellis.framesPerSecond, 1),
      target: "60", met: trellis.framesPerSecond.map { $0 >= 59 },
      baseline: Format.number(c?.framesPerSecond, 1))
    table.append(
      "100 circles moving: CPU used (cores)", Format.number(trellis.cpuCores, 2),
      target: "< 0.5", met: trellis.cpuCores.map { $0 < 0.5 }, baseline: Format.number(c?.cpuCores, 2))
    table.append(
      "100 circles moving: frame work (update → present, median)", Format.number(trellis.frameWork, 2, "ms"),
      baseline: Format.number(c?.frameWork, 2, "ms"))
  }

  /// Bytes presented per frame while only a 200 × 40 region animates.
  func measureRegionDamage() {
    log("one circle moving in a 200 × 40 track")
    let region = watch(
      benchmarks, ["scene"], environment: ["FRAME_BENCH_SCENE": "region"], seconds: 3, clicksStart: true)
    table.append(
      "200 × 40 region moving: bytes presented per frame (median / max)",
      Format.number(region.bytesPerFrame, 0) + " / " + Format.number(region.maxBytesPerFrame, 0),
      target: "≤ 32000 (200 × 40 × 4)", met: region.maxBytesPerFrame.map { $0 <= 32_000 },
      baseline: "—")
    table.append("200 × 40 region moving: frames per second", Format.number(region.framesPerSecond, 1))
  }

  /// Starts the app, clicks its Start button if `clicksStart`, waits a second for it to settle into
  /// its animation, then counts frames and CPU time over `seconds`.
  private func watch(
    _ executable: String, _ arguments: [String], environment: [String: String], seconds: Double,
    clicksStart: Bool
  ) -> AnimationResult {
    var result = AnimationResult()
    var variables = environment
    variables["TRELLIS_FRAME_TIMING"] = "1"
    let dumpPath = NSTemporaryDirectory() + "frame-benchmarks-animation-\(getpid()).json"
    defer { unlink(dumpPath) }
    if clicksStart { variables["TRELLIS_LAYOUT_DUMP"] = dumpPath }
    guard let child = try? ChildProcess(executable, arguments, environment: variables),
      child.nextLine(startingWith: "trellis-frame", timeout: 10) != nil
    else {
      log("\(executable) presented no frame")
      return result
    }
    if clicksStart {
      guard let start = BenchmarkSuite.buttonCenter(under: "start", inDump: dumpPath),
        let pointer = try? PointerDriver()
      else {
        log("no Start button to click in \(executable)")
        return result
      }
      pointer.move(to: start)
      pointer.button(down: true)
      pointer.button(down: false)
      pointer.move(to: CGPoint(x: 5000, y: 5000))
    }
    _ = child.frames(during: 1)
    let cpuBefore = child.cpuSeconds
    let start = Monotonic.nanoseconds()
    let frames = child.frames(during: seconds)
    let elapsed = Double(Monotonic.nanoseconds() - start) / 1e9
    let cpu = child.cpuSeconds - cpuBefore
    child.terminate()
    result.framesPerSecond = Double(frames.count) / elapsed
    result.cpuCores = cpu / elapsed
    result.frameWork = Statistics.median(frames.map(\.totalMilliseconds))
    result.bytesPerFrame = Statistics.median(frames.compactMap { $0.fields["bytes"] })
    result.maxBytesPerFrame = frames.compactMap { $0.fields["bytes"] }.max()
    return result
  }
}

import Foundation

/// Runs every frame-path measurement against a live X server (`DISPLAY`, normally a private Xvfb
/// started by `scripts/benchmarks.sh`) and collects the table.
final class BenchmarkSuite {
  /// The release PetVoting binary.
  let petVoting: String
  /// The C baseline binary, if built.
  let baseline: String?
  /// This executable, for its `redraw` and `scene` modes.
  let benchmarks: String
  /// Repetitions of the repeated measurements (start-up runs, clicks).
  let runs: Int
  /// Seconds of idle and of animation watched.
  let seconds: Double

  var table = ResultTable()

  init(petVoting: String, baseline: String?, benchmarks: String, runs: Int, seconds: Double) {
    self.petVoting = petVoting
    self.baseline = baseline
    self.benchmarks = benchmarks
    self.runs = runs
    self.seconds = seconds
  }

  /// Runs everything, logging progress to standard error; a measurement that fails is reported
  /// in the table as "n/a" and the rest still run.
  func run() {
    measureStartUp()
    measureInteraction()
    measureFullRedraw()
    measureAnimation()
    measureRegionDamage()
  }

  func log(_ message: String) {
    FileHandle.standardError.write(Data("FrameBenchmarks: \(message)\n".utf8))
  }

  // MARK: Start-up

  private func measureStartUp() {
    log("start-up to first frame, \(runs) runs each")
    let trellis = startUpTimes(petVoting, [])
    let c = baseline.map { startUpTimes($0, ["labels"]) } ?? []
    let median = Statistics.median(trellis)
    table.append(
      "PetVoting: process start → first presented frame (median)", Format.number(median, 1, "ms"),
      target: "≤ 60 ms", met: median.map { $0 <= 60 }, baseline: Format.number(Statistics.median(c), 1, "ms"))
  }

  /// Milliseconds from spawning to the first frame being on the server, one per run, after one
  /// unmeasured warm-up run (so the page cache is warm for all of them).
  private func startUpTimes(_ executable: String, _ arguments: [String]) -> [Double] {
    var times: [Double] = []
    for run in 0...runs {
      do {
        let child = try ChildProcess(
          executable, arguments, environment: ["TRELLIS_EXIT_AFTER_FIRST_FRAME": "1"])
        guard let line = child.nextLine(startingWith: "trellis-first-frame", timeout: 10),
          let time = line.split(separator: "=").last.flatMap({ UInt64($0) })
        else {
          log("\(executable) showed no first frame")
          continue
        }
        child.waitForExit(timeout: 5)
        if run > 0 { times.append(Double(time - child.spawnTime) / 1e6) }
      } catch {
        log("\(error)")
      }
    }
    return times
  }
}

import Foundation
import Trellis

// Frame-path benchmarks; scripts/benchmarks.sh builds everything and runs `all` on a private Xvfb.
//
//   FrameBenchmarks all --petvoting PATH [--baseline PATH] [--runs N] [--seconds S] [--markdown FILE]
//   FrameBenchmarks redraw [FRAMES]   full redraws of 100 buttons, one timing line per frame
//   FrameBenchmarks scene             a benchmark window (FRAME_BENCH_SCENE=buttons|circles|region)
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "redraw":
  let frames = arguments.dropFirst().first.flatMap { Int($0) } ?? 31
  exit(FullRedrawBenchmark(frames: frames).run())
case "scene":
  BenchmarkApp.main()
case "all":
  var options: [String: String] = [:]
  var remaining = arguments.dropFirst()
  while let option = remaining.popFirst() {
    guard option.hasPrefix("--"), let value = remaining.popFirst() else {
      FileHandle.standardError.write(Data("FrameBenchmarks: \(option) needs a value\n".utf8))
      exit(2)
    }
    options[String(option.dropFirst(2))] = value
  }
  guard let petVoting = options["petvoting"] else {
    FileHandle.standardError.write(Data("FrameBenchmarks: --petvoting PATH is required\n".utf8))
    exit(2)
  }
  let suite = BenchmarkSuite(
    petVoting: petVoting, baseline: options["baseline"],
    benchmarks: (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0],
    runs: max(3, options["runs"].flatMap { Int($0) } ?? 21),
    seconds: max(1, options["seconds"].flatMap { Double($0) } ?? 10))
  suite.run()
  let markdown = suite.table.markdown
  print(markdown)
  if let path = options["markdown"] {
    _ = FileManager.default.createFile(atPath: path, contents: Data((markdown + "\n").utf8))
  }
default:
  print(
    """
    usage: FrameBenchmarks all --petvoting PATH [--baseline PATH] [--runs N] [--seconds S] [--markdown FILE]
           FrameBenchmarks redraw [FRAMES]
           FrameBenchmarks scene   (FRAME_BENCH_SCENE=buttons|circles|region)
    """)
  exit(arguments.isEmpty ? 0 : 2)
}

/// One `trellis-frame` line: a presented frame as `TRELLIS_FRAME_TIMING` (or the C baseline, or
/// the redraw benchmark) reports it.
struct FrameLine {
  /// `CLOCK_MONOTONIC` when the present ended, in nanoseconds.
  let time: UInt64
  /// Every `name=number` field: phase durations in µs, `pixels`, `bytes`, `rects`.
  let fields: [String: Double]
  /// The last button event before the frame, such as `release`, with its X server time (ms).
  let input: (kind: String, serverTime: UInt32)?

  init?(_ line: String) {
    guard line.hasPrefix("trellis-frame ") else { return nil }
    var fields: [String: Double] = [:]
    var time: UInt64?
    var input: (String, UInt32)?
    for pair in line.split(separator: " ").dropFirst() {
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      let key = String(parts[0])
      let value = String(parts[1])
      switch key {
      case "t": time = UInt64(value)
      case "input":
        let event = value.split(separator: "@")
        if event.count == 2, let stamp = UInt32(event[1]) { input = (String(event[0]), stamp) }
      default: fields[key] = Double(value)
      }
    }
    guard let time else { return nil }
    self.time = time
    self.fields = fields
    self.input = input
  }

  /// A phase's duration in milliseconds (0 when the line does not have it).
  func milliseconds(_ phase: String) -> Double { (fields[phase] ?? 0) / 1000 }

  /// All phases' durations together, in milliseconds.
  var totalMilliseconds: Double {
    ["update", "layout", "list", "damage", "paint", "present"].reduce(0) { $0 + milliseconds($1) }
  }
}

import Glibc

/// Prints this process's VmHWM line from /proc/self/status.
func printPeakMemory() {
  guard let file = fopen("/proc/self/status", "r") else { return }
  defer { fclose(file) }
  var line = [CChar](repeating: 0, count: 256)
  while fgets(&line, Int32(line.count), file) != nil {
    let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    if text.hasPrefix("VmHWM") { print(text, terminator: "") }
  }
}

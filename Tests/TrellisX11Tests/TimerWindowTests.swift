import Foundation
import Glibc
import Testing
import TrellisCore

/// `Timer.publish(…).autoconnect()` with `.onReceive` in a real window: each tick wakes the event
/// loop, which sleeps in between, and once the timer is disconnected nothing wakes it.
@Suite(.serialized)
@MainActor
struct TimerWindowTests {
  /// The CPU time the process has used, in seconds (user plus system, from /proc).
  private func cpuSeconds(of pid: Int32) -> Double? {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name: state is field 3, utime 14 and stime 15.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else {
      return nil
    }
    return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
  }

  private func ticks(_ window: DumpedWindow) -> Int? {
    guard let text = window.root.find(id: "ticks")?.text, text.hasPrefix("ticks ") else { return nil }
    return Int(text.dropFirst(6))
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func timerTicksWakeTheLoopWhichSleepsBetweenThemAndAfter() throws {
    let app = try AppProcess("TrellisTestApp", arguments: ["timer"])
    let observer = try XObserver()
    _ = try #require(observer.window(titled: "Trellis Test: timer"), "no window: \(app.printed)")
    let pid = app.process.processIdentifier

    let started = try #require(app.waitForWindow { (self.ticks($0) ?? 0) >= 3 }, "no ticks: \(app.printed)")
    let firstCount = try #require(ticks(started))
    let firstTime = Date()
    let firstCPU = try #require(cpuSeconds(of: pid))
    let later = try #require(app.waitForWindow { (self.ticks($0) ?? 0) >= firstCount + 8 }, "ticks stopped")
    let elapsed = Date().timeIntervalSince(firstTime)
    let tickedCPU = try #require(cpuSeconds(of: pid)) - firstCPU
    // Ticks every 0.1 s: eight of them take about 0.8 s, and the app is mostly asleep meanwhile.
    #expect(elapsed > 0.6 && elapsed < 3, "8 ticks took \(elapsed) s")
    #expect(tickedCPU < elapsed * 0.5, "\(tickedCPU) s of CPU in \(elapsed) s while ticking")
    _ = later

    // The twentieth tick removes the label, which disconnects the timer: nothing wakes the app.
    _ = try #require(app.waitForWindow { $0.root.find(id: "ticks")?.text == "stopped" }, "did not stop")
    usleep(200_000)
    let idleCPU = try #require(cpuSeconds(of: pid))
    usleep(1_000_000)
    let idleUsed = try #require(cpuSeconds(of: pid)) - idleCPU
    #expect(idleUsed <= 0.03, "\(idleUsed) s of CPU in 1 s with no timer")
    #expect(app.window()?.root.find(id: "ticks")?.text == "stopped")
  }

  @Test(.enabled(if: hasDisplay, noDisplayComment))
  func aCountdownTextTicksWithNoInputThenLetsTheLoopSleep() throws {
    let app = try AppProcess("TrellisTestApp", arguments: ["countdown"])
    let observer = try XObserver()
    _ = try #require(observer.window(titled: "Trellis Test: countdown"), "no window: \(app.printed)")
    let pid = app.process.processIdentifier
    // The app has commands, so the window has a menu bar: across the whole window, over the
    // small content centered in the rest.
    let shown = try #require(app.waitForWindow { $0.root.find(id: "countdown") != nil })
    let width = shown.size[0]
    #expect(shown.root.find(id: "menu-bar")?.frame == CGRect(x: 0, y: 0, width: width, height: 26))
    let countdown = try #require(shown.root.find(id: "countdown")?.frame)
    #expect(abs(countdown.midX - width / 2) <= 1)
    #expect(abs(countdown.midY - (26 + (shown.size[1] - 26) / 2)) <= 1)
    // From 0:03 down to 0:00 with no event from the test: only the text's own wake-ups.
    var seen: [String] = []
    let deadline = Date().addingTimeInterval(8)
    while Date() < deadline, seen.last != "0:00" {
      if let text = app.window()?.root.find(id: "countdown")?.text, text != seen.last { seen.append(text) }
      usleep(20_000)
    }
    #expect(seen.last == "0:00", "the countdown showed \(seen)")
    #expect(seen.contains("0:02") && seen.contains("0:01"), "the countdown skipped: \(seen)")
    // At 0:00 it stops: nothing wakes the app any more.
    usleep(200_000)
    let idleCPU = try #require(cpuSeconds(of: pid))
    usleep(1_000_000)
    let idleUsed = try #require(cpuSeconds(of: pid)) - idleCPU
    #expect(idleUsed <= 0.03, "\(idleUsed) s of CPU in 1 s after the countdown ended")
  }
}

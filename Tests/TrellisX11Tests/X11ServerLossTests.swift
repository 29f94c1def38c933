import CX11
import Foundation
import Glibc
import Testing

@testable import TrellisX11

private let childMode = ProcessInfo.processInfo.environment["TRELLIS_X11_TEST_CHILD"]
private let xvfbPath = ["/usr/bin/Xvfb", "/usr/local/bin/Xvfb"].first {
  FileManager.default.isExecutableFile(atPath: $0)
}

/// Losing the server must end the app with a clear message and status 1: no crash, no hang. The
/// test runs this test binary again as a child (filtered to ``childWaitsForEvents()``) against a
/// private Xvfb, then kills that server.
@Suite(.serialized)
@MainActor
struct X11ServerLossTests {
  @Test(.enabled(if: childMode == nil && xvfbPath != nil, "needs Xvfb"))
  func lostServerExitsWithAClearMessage() throws {
    let server = try PrivateXServer(xvfb: xvfbPath!)
    defer { server.stop() }
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-x11-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let ready = directory.appendingPathComponent("ready")
    let output = directory.appendingPathComponent("output")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)

    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    child.arguments = ["--testing-library", "swift-testing", "--filter", "childWaitsForEvents"]
    var environment = ProcessInfo.processInfo.environment
    environment["DISPLAY"] = server.name
    environment["TRELLIS_X11_TEST_CHILD"] = ready.path
    child.environment = environment
    let log = try FileHandle(forWritingTo: output)
    child.standardOutput = log
    child.standardError = log
    try child.run()
    defer { if child.isRunning { child.terminate() } }

    #expect(waitUntil(.seconds(20)) { FileManager.default.fileExists(atPath: ready.path) })
    server.stop()
    #expect(waitUntil(.seconds(10)) { !child.isRunning })
    try? log.close()
    let text = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
    #expect(!child.isRunning && child.terminationReason == .exit && child.terminationStatus == 1)
    #expect(text.contains("Trellis: lost the connection to the X server"), "child said: \(text)")
  }

  /// The child's side: open a window, say so, and wait for events until the server goes away.
  @Test(.enabled(if: childMode != nil, "runs only as the child of lostServerExitsWithAClearMessage"))
  func childWaitsForEvents() throws {
    let display = try X11Display()
    let (window, loop) = openWindow(display)
    _ = FileManager.default.createFile(atPath: childMode!, contents: Data())
    loop.run(
      nextFrame: { .now + .seconds(15) }, onEvent: { _, _ in },
      onFrame: { _ = window.surface })
    Issue.record("the event loop returned instead of exiting the process")
  }
}

/// Polls `condition` every 10 ms until it holds or `timeout` passes.
@MainActor
func waitUntil(_ timeout: Duration, _ condition: () -> Bool) -> Bool {
  let deadline = ContinuousClock.now + timeout
  while !condition() {
    if ContinuousClock.now >= deadline { return false }
    usleep(10_000)
  }
  return true
}

/// An Xvfb of our own, so killing it does not disturb the server other tests use.
@MainActor
final class PrivateXServer {
  let name: String
  private let number: Int
  private let process = Process()

  init(xvfb: String) throws {
    let number = (150..<250).first {
      !FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\($0)")
        && !FileManager.default.fileExists(atPath: "/tmp/.X\($0)-lock")
    }
    guard let number else { throw X11Error.noDisplayName }
    self.number = number
    name = ":\(number)"
    process.executableURL = URL(fileURLWithPath: xvfb)
    process.arguments = [name, "-screen", "0", "320x240x24", "-nolisten", "tcp"]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let up = waitUntil(.seconds(10)) {
      guard let display = XOpenDisplay(name) else { return false }
      XCloseDisplay(display)
      return true
    }
    guard up else {
      stop()
      throw X11Error.cannotOpenDisplay(name)
    }
  }

  /// Kills the server as a crash would. SIGKILL because processes started from a test inherit
  /// the worker thread's signal mask, which blocks SIGTERM; so the lock and socket are ours to
  /// remove.
  func stop() {
    guard process.isRunning else { return }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? FileManager.default.removeItem(atPath: "/tmp/.X\(number)-lock")
    try? FileManager.default.removeItem(atPath: "/tmp/.X11-unix/X\(number)")
  }
}

import CX11
import CXTest
import Foundation
import Glibc
import Testing
import TrellisCore

/// A demo app run as its own process against the test's X server, watched through its layout dump
/// (`TRELLIS_LAYOUT_DUMP`) and driven with XTest from a second connection, as a user would.
@MainActor
final class AppProcess {
  let process = Process()
  let dumpURL: URL
  private let directory: URL
  let output: URL

  /// Whether the demo executables were built next to the test bundle.
  static func executable(_ name: String) -> URL? {
    let testBinary = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var directory = testBinary.deletingLastPathComponent()
    // The test binary lives in <bin>/TrellisPackageTests.xctest (a file on Linux).
    for _ in 0..<3 {
      let candidate = directory.appendingPathComponent(name)
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      directory = directory.deletingLastPathComponent()
    }
    return nil
  }

  init(
    _ name: String, arguments: [String] = [], environment extra: [String: String] = [:],
    directory workingDirectory: URL? = nil
  ) throws {
    guard let url = Self.executable(name) else { throw AppProcessError.notBuilt(name) }
    directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("trellis-app-\(getpid())-\(UInt32.random(in: 0...UInt32.max))")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    dumpURL = directory.appendingPathComponent("layout.json")
    output = directory.appendingPathComponent("output.txt")
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    process.executableURL = url
    process.arguments = arguments
    if let workingDirectory { process.currentDirectoryURL = workingDirectory }
    var environment = ProcessInfo.processInfo.environment
    environment["TRELLIS_LAYOUT_DUMP"] = dumpURL.path
    // What the app keeps between runs (Open Recent) stays in the test's folder, not the home.
    environment["XDG_DATA_HOME"] = directory.path
    for (key, value) in extra { environment[key] = value }
    process.environment = environment
    let log = try FileHandle(forWritingTo: output)
    process.standardOutput = log
    process.standardError = log
    try process.run()
  }

  isolated deinit {
    if process.isRunning {
      process.terminate()
      process.waitUntilExit()
    }
    try? FileManager.default.removeItem(at: directory)
  }

  /// What the app printed.
  var printed: String { (try? String(contentsOf: output, encoding: .utf8)) ?? "" }

  /// The latest layout dump's first window, if any.
  func window() -> DumpedWindow? {
    guard let data = try? Data(contentsOf: dumpURL) else { return nil }
    return (try? JSONDecoder().decode(Dump.self, from: data))?.windows.first
  }

  /// Every window of the latest layout dump, in the order they were created.
  func windows() -> [DumpedWindow] {
    guard let data = try? Data(contentsOf: dumpURL) else { return [] }
    return (try? JSONDecoder().decode(Dump.self, from: data))?.windows ?? []
  }

  /// Waits until the dumped windows satisfy `condition`; returns them, or nil after `timeout`.
  func waitForWindows(timeout: Double = 8, _ condition: ([DumpedWindow]) -> Bool) -> [DumpedWindow]? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      let windows = windows()
      if condition(windows) { return windows }
      usleep(20_000)
    }
    return nil
  }

  /// Waits until the dumped window satisfies `condition`; returns it, or nil after `timeout`.
  func waitForWindow(timeout: Double = 8, _ condition: (DumpedWindow) -> Bool = { _ in true })
    -> DumpedWindow?
  {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      if let window = window(), condition(window) { return window }
      usleep(20_000)
    }
    return nil
  }

  /// Waits for the process to end; returns its status, or nil if it is still running.
  func waitForExit(timeout: Double = 8) -> Int32? {
    let deadline = Date().addingTimeInterval(timeout)
    while process.isRunning && Date() < deadline { usleep(20_000) }
    return process.isRunning ? nil : process.terminationStatus
  }
}

enum AppProcessError: Error {
  case notBuilt(String)
}

struct Dump: Decodable {
  let windows: [DumpedWindow]
}

/// One window of a layout dump.
struct DumpedWindow: Decodable {
  let title: String
  let size: [CGFloat]
  let scale: CGFloat
  let root: LayoutTreeNode

  /// Every button whose label shows `text`.
  func buttons(labeled text: String) -> [LayoutTreeNode] {
    root.all(ofType: "Button").filter { button in button.allNodes.contains { $0.text == text } }
  }
}

extension XObserver {
  /// The top-level window titled `title` (its `_NET_WM_NAME`), waiting for it to appear.
  func window(titled title: String, timeout: Double = 8) -> UInt? {
    let deadline = Date().addingTimeInterval(timeout)
    while Date() < deadline {
      var rootReturn: Window = 0
      var parent: Window = 0
      var children: UnsafeMutablePointer<Window>?
      var count: UInt32 = 0
      let root = XDefaultRootWindow(display)
      if XQueryTree(display, root, &rootReturn, &parent, &children, &count) != 0, let children {
        defer { XFree(children) }
        for index in 0..<Int(count) where stringProperty(UInt(children[index]), "_NET_WM_NAME") == title {
          return UInt(children[index])
        }
      }
      usleep(20_000)
    }
    return nil
  }
}

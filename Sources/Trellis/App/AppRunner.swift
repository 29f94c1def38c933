import TrellisCairo
import TrellisCore
import TrellisX11

/// Opens an app's windows and runs the event loop until the last window closes.
@MainActor
enum AppRunner {
  /// `TRELLIS_DEBUG_BOUNDS=1` outlines every view's frame.
  static let debugBounds = ProcessEnvironment.value("TRELLIS_DEBUG_BOUNDS") == "1"

  static func run<A: App>(_ app: A, arguments: [String]) {
    let body = app.body
    let scenes = body._windows()
    let launched = AppWindows.launchScene(of: scenes)
    if let index = arguments.firstIndex(of: "--snapshot") {
      guard index + 1 < arguments.count else {
        fail("--snapshot needs a file name, e.g. --snapshot window.png")
      }
      let menuBar =
        body._commands().isEmpty || launched?.kind == .settings
        ? nil
        : WindowMenuBar(
          sources: body._commands(), scenes: scenes, open: { _ in }, quit: {}, typeKey: { _ in })
      exit(snapshot(launched, menuBar: menuBar, to: arguments[index + 1]) ? 0 : 1)
    }
    guard let launched else { fail("the app declares no windows") }

    let display: X11Display
    do {
      display = try X11Display()
    } catch {
      fail("\(error) — to render the window without a display, run with --snapshot <file.png>")
    }
    let windows = AppWindows(
      display: display, scenes: scenes, commands: body._commands(),
      dump: ProcessEnvironment.value("TRELLIS_LAYOUT_DUMP").map { LayoutDump(path: $0) })
    let files = launched.opensFiles ? arguments.dropFirst().filter { !$0.hasPrefix("-") } : []
    if files.isEmpty { windows.open(launched) }
    for path in files {
      windows.open(launched, value: AnyHashable(DocumentFile(url: URL(fileURLWithPath: path))))
    }
    // A document app opens its files as documents; other apps, and other URLs, go to `.onOpenURL`.
    let urls = LaunchURLs.urls(in: arguments.dropFirst()).filter { !launched.opensFiles || !$0.isFileURL }
    windows.openURLs(urls)
    windows.run()
    display.close()
    exit(0)
  }

  /// Renders a window's content at its default (or ideal) size to a PNG file, under `menuBar`
  /// when the app has one; with `TRELLIS_LAYOUT_DUMP` set, also writes its layout tree there,
  /// as a window would.
  static func snapshot(_ description: WindowDescription?, menuBar: WindowMenuBar? = nil, to path: String)
    -> Bool
  {
    guard let description else {
      FileHandle.standardError.write(Data("Trellis: the app declares no windows\n".utf8))
      return false
    }
    var environment = EnvironmentValues()
    environment.windowMenuBar = menuBar
    let graph = description.makeGraph(.pango, environment)
    graph.update()
    let size = description.defaultSize ?? graph.sizeThatFits(.unspecified)
    graph.layout(in: size)
    let background = Color.windowBackgroundColor.resolve(in: graph.environment)
    guard let png = RasterImage.renderPNG(graph.displayList(), size: size, scale: 1, background: background)
    else {
      FileHandle.standardError.write(Data("Trellis: cannot render a window of \(size)\n".utf8))
      return false
    }
    if let dumpPath = ProcessEnvironment.value("TRELLIS_LAYOUT_DUMP") {
      LayoutDump(path: dumpPath).write([(description.title, graph)])
    }
    do {
      try png.write(to: URL(fileURLWithPath: path))
      print("Trellis: wrote \(path) (\(Int(size.width))×\(Int(size.height)) points)")
      return true
    } catch {
      FileHandle.standardError.write(
        Data("Trellis: cannot write \(path): \(error.localizedDescription)\n".utf8))
      return false
    }
  }

  static func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("Trellis: \(message)\n".utf8))
    exit(1)
  }
}

/// Writes the layout tree of every window to a file after each presented frame, replacing it
/// atomically (a temporary file, then a rename), for tools and tests to read.
@MainActor
final class LayoutDump {
  let path: String

  init(path: String) { self.path = path }

  private struct Dump: Encodable {
    struct Window: Encodable {
      let title: String
      let size: [CGFloat]
      let scale: CGFloat
      let root: LayoutTreeNode
    }
    let windows: [Window]
  }

  /// Writes the layout of each window, given by its title and its graph.
  func write(_ windows: [(title: String, graph: ViewGraph)]) {
    let dump = Dump(
      windows: windows.map { window in
        Dump.Window(
          title: window.title, size: [window.graph.size.width, window.graph.size.height],
          scale: window.graph.scale, root: window.graph.layoutTree())
      })
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    guard let data = try? encoder.encode(dump) else { return }
    let temporary = path + ".tmp-\(getpid())"
    guard FileManager.default.createFile(atPath: temporary, contents: data) else { return }
    if rename(temporary, path) != 0 { unlink(temporary) }
  }
}

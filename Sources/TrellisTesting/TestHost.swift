public import Trellis
import TrellisCairo

/// Hosts a view headlessly for tests: lays it out at a size, taps and types, resizes, and returns
/// the layout tree and PNG snapshots — no display needed.
///
/// ```swift
/// let host = TestHost(Counter(), size: CGSize(width: 200, height: 100))
/// host.tap(text: "Count: 0")
/// #expect(host.find(text: "Count: 1") != nil)
/// ```
@MainActor
public final class TestHost<Content: View> {
  /// How the host measures text.
  public enum TextMeasuring {
    /// Pango with DejaVu Sans, as windows do: for rendering tests.
    case pango
    /// A fixed advance per character, no fonts: for exact layout tests.
    case fixedAdvance(FixedAdvanceTextMeasurer)

    /// A fixed advance of 10 × 20 points per character of 14-point text.
    public static var fixedAdvance: TextMeasuring { .fixedAdvance(FixedAdvanceTextMeasurer()) }
  }

  /// The graph behind the host.
  public let graph: ViewGraph
  /// The root's size in points.
  public private(set) var size: CGSize
  /// Device pixels per point of snapshots.
  public var scale: CGFloat {
    get { graph.scale }
    set { graph.scale = newValue }
  }
  /// The clock, kept in a box so that the graph reads it from the start: views made while the
  /// graph is built (a timer text) already see the host's time.
  private let clockBox = ManualClock()
  private var clock: Double {
    get { clockBox.time }
    set { clockBox.time = newValue }
  }

  /// Hosts `content` in a root of `size` points.
  public init(
    _ content: Content, size: CGSize = CGSize(width: 400, height: 300), text: TextMeasuring = .pango,
    colorScheme: ColorScheme = .light, layoutDirection: LayoutDirection = .leftToRight
  ) {
    let services: RenderServices
    switch text {
    case .pango: services = .pango
    case .fixedAdvance(let measurer):
      // Only text is faked: images decode as they do in windows.
      services = RenderServices(
        textMeasurer: measurer, imageLoader: RenderServices.pango.imageLoader,
        imageDecoder: RenderServices.pango.imageDecoder)
    }
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    environment.layoutDirection = layoutDirection
    environment.horizontalSizeClass = .horizontal(forWidth: size.width)
    environment.verticalSizeClass = .vertical(forHeight: size.height)
    // As in a window, where text fields and the app's views register what Control-Z undoes.
    environment.undoManager = UndoManager()
    let clock = clockBox
    graph = ViewGraph(content: content, services: services, environment: environment, now: { clock.time })
    self.size = size
    flush()
  }

  /// Runs pending updates and lays out, as a window does before presenting a frame.
  public func flush() {
    graph.update()
    graph.layout(in: size)
  }

  /// The layout tree, after flushing.
  public var tree: LayoutTreeNode {
    flush()
    return graph.layoutTree()
  }

  /// The first view with the accessibility identifier `id`.
  public func find(id: String) -> LayoutTreeNode? { tree.find(id: id) }

  /// The first text view showing `text`.
  public func find(text: String) -> LayoutTreeNode? { tree.find(text: text) }

  /// The frame of the view with the accessibility identifier `id`.
  public func frame(of id: String) -> CGRect? { find(id: id)?.frame }

  /// Changes the root's size.
  public func resize(to size: CGSize) {
    self.size = size
    flush()
  }

  /// Presses and releases the pointer at `point` (root coordinates) with the `modifiers` keys
  /// held, then flushes.
  public func tap(at point: CGPoint, modifiers: KeyEvent.Modifiers = []) {
    flush()
    graph.pointerMoved(to: point)
    graph.pointerDown(at: point, modifiers: modifiers)
    graph.pointerUp(at: point)
    flush()
  }

  /// Taps the center of the view with the accessibility identifier `id`; returns false if there is none.
  @discardableResult public func tap(id: String) -> Bool {
    guard let frame = frame(of: id) else { return false }
    tap(at: CGPoint(x: frame.midX, y: frame.midY))
    return true
  }

  /// Taps the center of the text view showing `text`, with the `modifiers` keys held; returns
  /// false if there is none.
  @discardableResult public func tap(text: String, modifiers: KeyEvent.Modifiers = []) -> Bool {
    guard let frame = find(text: text)?.frame else { return false }
    tap(at: CGPoint(x: frame.midX, y: frame.midY), modifiers: modifiers)
    return true
  }

  /// Hands `url` to the `.onOpenURL` views, as a URL on the app's command line is, then flushes;
  /// returns false if no view takes it.
  @discardableResult public func openURL(_ url: URL) -> Bool {
    flush()
    let handled = graph.handleOpenURL(url)
    flush()
    return handled
  }

  /// Presses the pointer at `from`, drags it to `to` and releases it there.
  public func drag(from: CGPoint, to: CGPoint, steps: Int = 4) {
    flush()
    graph.pointerMoved(to: from)
    graph.pointerDown(at: from)
    for step in 1...max(1, steps) {
      let t = CGFloat(step) / CGFloat(max(1, steps))
      graph.pointerMoved(to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
      flush()
    }
    graph.pointerUp(at: to)
    flush()
  }

  /// Presses the pointer at `point` and keeps it down, then flushes: with ``advanceClock(by:)``
  /// and ``releasePointer(at:)``, a press held for a while (a long press).
  public func pressPointer(at point: CGPoint) {
    flush()
    graph.pointerMoved(to: point)
    graph.pointerDown(at: point)
    flush()
  }

  /// Releases the pointer at `point`, then flushes.
  public func releasePointer(at point: CGPoint) {
    graph.pointerUp(at: point)
    flush()
  }

  /// Clicks the secondary (right) button at `point`, as for a context menu, then flushes.
  public func secondaryClick(at point: CGPoint) {
    flush()
    graph.pointerMoved(to: point)
    graph.pointerDown(at: point, button: .secondary)
    graph.pointerUp(at: point, button: .secondary)
    flush()
  }

  /// Moves the pointer to `point` (hover), then flushes.
  public func hover(at point: CGPoint) {
    graph.pointerMoved(to: point)
    flush()
  }

  /// Presses a key, then flushes; returns whether a view used it.
  @discardableResult public func press(
    _ key: KeyEvent.Key, modifiers: KeyEvent.Modifiers = [], isRepeat: Bool = false
  ) -> Bool {
    let used = graph.keyDown(
      KeyEvent(key: key, text: Self.text(of: key), modifiers: modifiers, isRepeat: isRepeat))
    flush()
    return used
  }

  /// Releases a key, then flushes; returns whether a view used the release.
  @discardableResult public func release(_ key: KeyEvent.Key, modifiers: KeyEvent.Modifiers = []) -> Bool {
    let used = graph.keyUp(KeyEvent(key: key, text: Self.text(of: key), modifiers: modifiers))
    flush()
    return used
  }

  private static func text(of key: KeyEvent.Key) -> String {
    switch key {
    case .character(let character): character
    case .space: " "
    default: ""
    }
  }

  /// Types `text` one character at a time.
  public func type(_ text: String) {
    for character in text { press(.character(String(character))) }
  }

  /// Scrolls by `delta` points at `point`.
  public func scroll(at point: CGPoint, by delta: CGSize, modifiers: KeyEvent.Modifiers = []) {
    graph.scroll(at: point, by: delta, modifiers: modifiers)
    flush()
  }

  /// The host's clock, in seconds, which only moves when advanced.
  public var time: Double { clock }

  /// Advances the clock by `seconds`, then flushes: animations move by exactly that much.
  public func advanceClock(by seconds: Double) {
    clock += max(0, seconds)
    flush()
  }

  /// The display list of the current frame.
  public func displayList() -> DisplayList {
    flush()
    return graph.displayList()
  }

  /// The current frame as a PNG, over the window background.
  public func pngData() -> Data? {
    flush()
    let background = Color.windowBackgroundColor.resolve(in: graph.environment)
    return RasterImage.renderPNG(graph.displayList(), size: size, scale: scale, background: background)
  }
}

/// A clock that moves only when set, starting at 1,000 seconds.
private final class ManualClock {
  var time: Double = 1000
}

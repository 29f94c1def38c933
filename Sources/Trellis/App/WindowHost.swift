import CCairo
import TrellisCairo
import TrellisCore
import TrellisX11

/// One open window: its view graph, its X11 window, and the frame path between them.
///
/// A frame is: update the bodies whose state changed, lay out what changed, build the display
/// list, find what differs from the last one, repaint only that with cairo, and present only
/// those pixels.
@MainActor
final class WindowHost {
  let window: X11Window
  let graph: ViewGraph
  /// The window's title, which the window manager shows; a document window names its file.
  var title: String {
    didSet { if title != oldValue { window.title = title } }
  }
  private let painter = CairoPainter()
  private var lastList: DisplayList?
  /// The window background the last frame was painted over.
  private var lastBackground: Color.Resolved?
  private var needsFullRedraw = true
  private var sizeLimits: (min: CGSize, max: CGSize)?
  /// The pointer's shape, following the view under it.
  private var cursor = WindowCursor()
  /// Whether the window is shown; it counts as shown until the server unmaps it. A hidden
  /// window keeps its views up to date but paints nothing and draws no animation frames.
  var isMapped = true {
    didSet {
      graph.isOnScreen = isMapped
      // What was painted while it was hidden never was: start again from a whole frame.
      if isMapped && !oldValue { needsFullRedraw = true }
    }
  }
  /// The window's scene phase, which its views read through the environment.
  var scenePhase: ScenePhase {
    get { graph.environment.scenePhase }
    set {
      guard newValue != graph.environment.scenePhase else { return }
      graph.environment.scenePhase = newValue
    }
  }
  /// Called after each frame that changed the window's views, presented or (while the window is
  /// hidden) only laid out: for the layout dump.
  var didFrame: (() -> Void)?
  /// Whether the content has been laid out in the window once: before, its layout tree is
  /// empty, and the layout dump leaves the window out.
  private(set) var hasLaidOut = false

  /// The scene the window belongs to.
  let description: WindowDescription

  /// Opens a window of `description`'s scene; `environment` carries the app's window actions.
  init(description: WindowDescription, display: X11Display, appName: String, environment: EnvironmentValues) {
    self.description = description
    var environment = environment
    environment.displayScale = display.scale
    graph = description.makeGraph(.pango, environment)
    graph.scale = display.scale
    graph.clipboard = X11SystemClipboard(display.clipboard)
    title = description.title
    graph.update()
    let ideal = graph.sizeThatFits(.unspecified)
    let limits = WindowHost.sizeLimits(
      of: graph, resizability: description.resizability, kind: description.kind)
    // Only a window asked to be `.contentSize` opens within its content's maximum; by default it
    // opens at the size asked for, and the window manager applies the hints.
    let opening = description.resizability == .contentSize ? limits : (limits.min, .zero)
    let size = WindowHost.clean(
      WindowHost.clamp(
        description.defaultSize ?? CGSize(width: max(ideal.width, 320), height: max(ideal.height, 200)),
        to: opening))
    window = X11Window(display: display, title: description.title, size: size, appName: appName)
    if let position = description.defaultPosition {
      window.move(to: WindowHost.origin(of: size, at: position, on: display.screenSize))
    }
    updateSizeLimits()
    if let stacking = description.windowLevel.stacking { window.setStackingLevel(stacking) }
    window.show()
  }

  /// The top-left corner that puts a window of `size` at `position` of a screen of `screen` size:
  /// the window's own unit point sits on the screen's, so `.bottomTrailing` touches the corner.
  static func origin(of size: CGSize, at position: UnitPoint, on screen: CGSize) -> CGPoint {
    func coordinate(_ unit: CGFloat, window: CGFloat, screen: CGFloat) -> CGFloat {
      guard unit.isFinite else { return 0 }
      return max(0, ((screen - window) * min(max(unit, 0), 1)).rounded())
    }
    return CGPoint(
      x: coordinate(position.x, window: size.width, screen: screen.width),
      y: coordinate(position.y, window: size.height, screen: screen.height))
  }

  private static func clean(_ size: CGSize) -> CGSize {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(value, 1), 16_000) : 400 }
    return CGSize(width: side(size.width), height: side(size.height))
  }

  /// The content's minimum and maximum sizes become the window's size hints, so the window
  /// cannot be shrunk below what the content needs (nor, where the scene's resizability says so,
  /// grown beyond what it can use).
  private func updateSizeLimits() {
    let limits = WindowHost.sizeLimits(
      of: graph, resizability: description.resizability, kind: description.kind)
    if let sizeLimits, sizeLimits.min == limits.min, sizeLimits.max == limits.max { return }
    sizeLimits = limits
    window.setSizeLimits(
      min: limits.min, max: limits.max.width > 0 && limits.max.height > 0 ? limits.max : nil)
  }

  /// The smallest and largest window sizes `graph`'s content allows; a maximum side of 0 means
  /// no limit.
  static func sizeLimits(
    of graph: ViewGraph, resizability: WindowResizability, kind: WindowDescription.Kind
  ) -> (min: CGSize, max: CGSize) {
    let minimum = graph.sizeThatFits(.zero)
    guard resizability.limitsMaximum(for: kind) else {
      return (WindowHost.cleanMinimum(minimum), .zero)
    }
    let maximum = graph.sizeThatFits(.infinity)
    return (
      WindowHost.cleanMinimum(minimum),
      CGSize(
        width: maximum.width.isFinite ? max(maximum.width, minimum.width).rounded(.up) : 0,
        height: maximum.height.isFinite ? max(maximum.height, minimum.height).rounded(.up) : 0)
    )
  }

  private static func cleanMinimum(_ size: CGSize) -> CGSize {
    func side(_ value: CGFloat) -> CGFloat { value.isFinite ? min(max(1, value.rounded(.up)), 16_000) : 1 }
    return CGSize(width: side(size.width), height: side(size.height))
  }

  /// `size` kept below `limits.max` where there is one: a `.contentSize` window opens no larger
  /// than its content can be. (It is not raised to the minimum: the window manager enforces
  /// that, and a window opens at the size the app asked for where there is none.)
  static func clamp(_ size: CGSize, to limits: (min: CGSize, max: CGSize)) -> CGSize {
    func side(_ value: CGFloat, _ high: CGFloat) -> CGFloat { high > 0 ? min(value, high) : value }
    return CGSize(width: side(size.width, limits.max.width), height: side(size.height, limits.max.height))
  }

  var isAnimating: Bool { graph.isAnimating }

  /// The display's refresh interval, at which animation frames are drawn.
  static let frameInterval = Duration.nanoseconds(16_666_667)
  /// When the last animation frame was due: animation frames keep to this cadence, so wake-ups for
  /// other reasons (the server's completion event after each present) draw no extra frames.
  private var lastAnimationFrame: ContinuousClock.Instant?

  /// When this window next needs a frame without an event: the next animation frame, or a state
  /// change made outside an event; nil when it can sleep.
  var nextFrame: ContinuousClock.Instant? {
    if graph.needsUpdate { return .now + WindowHost.frameInterval }
    // A view's wake-up (a TimelineView's next date): the loop sleeps until then, no longer.
    let wakeUp = graph.nextWakeUp.map { ContinuousClock.now + .seconds(max(0, $0 - graph.now())) }
    // Animations run on the graph's clock, so a hidden window skips their frames and shows
    // wherever they have got to when it is mapped again.
    guard graph.isAnimating && isMapped else { return wakeUp }
    let animationFrame = (lastAnimationFrame ?? .now) + WindowHost.frameInterval
    return wakeUp.map { min($0, animationFrame) } ?? animationFrame
  }

  // MARK: Events

  func handle(_ event: X11Event) {
    FrameTiming.shared?.note(event)
    switch event {
    case .exposed(let rect):
      if lastList != nil { window.present([rect]) }
    case .resized:
      needsFullRedraw = true
    case .buttonPressed(let button, let pointer):
      if let button = Self.button(button) {
        graph.pointerDown(at: pointer.location, button: button, modifiers: Self.modifiers(pointer.modifiers))
      }
      cursor.update(window, graph: graph)
    case .buttonReleased(let button, let pointer):
      if let button = Self.button(button) { graph.pointerUp(at: pointer.location, button: button) }
      cursor.update(window, graph: graph)
    case .scrolled(let dx, let dy, let pointer):
      graph.scroll(
        at: pointer.location, by: CGSize(width: dx * 40, height: dy * 40),
        modifiers: Self.modifiers(pointer.modifiers))
    case .pointerMoved(let pointer), .pointerEntered(let pointer):
      graph.pointerMoved(to: pointer.location)
      cursor.pointerMoved(to: pointer.location)
      cursor.update(window, graph: graph)
    case .pointerExited:
      graph.pointerExited()
      cursor.pointerMoved(to: nil)
    case .keyPressed(let key):
      graph.modifierKeysChanged(to: Self.modifiers(Self.modifiersHeld(after: key, isPress: true)))
      graph.keyDown(Self.keyEvent(key))
    case .keyReleased(let key):
      graph.modifierKeysChanged(to: Self.modifiers(Self.modifiersHeld(after: key, isPress: false)))
      // `.onKeyPress(phases: .up)`; the X server's auto-repeat shows as presses and releases.
      graph.keyUp(Self.keyEvent(key))
    case .focusLost:
      // Keys released elsewhere are never reported here.
      graph.modifierKeysChanged(to: [])
    case .focusGained, .closeRequested, .mapped, .unmapped:
      break
    }
  }

  private static func button(_ button: MouseButton) -> PointerButton? {
    switch button {
    case .left: .primary
    case .middle: .middle
    case .right: .secondary
    default: nil
    }
  }

  private static func modifiers(_ keys: KeyModifiers) -> TrellisCore.KeyEvent.Modifiers {
    var modifiers: TrellisCore.KeyEvent.Modifiers = []
    if keys.contains(.shift) { modifiers.insert(.shift) }
    if keys.contains(.control) { modifiers.insert(.control) }
    if keys.contains(.alt) { modifiers.insert(.option) }
    if keys.contains(.superKey) { modifiers.insert(.command) }
    return modifiers
  }

  /// The modifier keys held after `event`: X reports those held before it, so a modifier key's
  /// own press or release is not in them yet. (Releasing one of two held Shift keys reads as
  /// releasing Shift until the next event.)
  static func modifiersHeld(after event: TrellisX11.KeyEvent, isPress: Bool) -> KeyModifiers {
    let key: KeyModifiers
    switch event.keysym {
    case 0xffe1, 0xffe2: key = .shift
    case 0xffe3, 0xffe4: key = .control
    case 0xffe7...0xffea: key = .alt
    case 0xffeb, 0xffec: key = .superKey
    default: return event.modifiers
    }
    var held = event.modifiers
    if isPress { held.insert(key) } else { held.remove(key) }
    return held
  }

  static func keyEvent(_ event: TrellisX11.KeyEvent) -> TrellisCore.KeyEvent {
    var modifiers = Self.modifiers(event.modifiers)
    let key: TrellisCore.KeyEvent.Key
    switch event.keysym {
    case 0xff09: key = .tab
    case 0xfe20:
      key = .tab
      modifiers.insert(.shift)
    case 0xff0d, 0xff8d: key = .returnKey
    case 0x20: key = .space
    case 0xff1b: key = .escape
    case 0xff08: key = .backspace
    case 0xffff, 0xff9f: key = .delete
    case 0xff51, 0xff96: key = .left
    case 0xff52, 0xff97: key = .up
    case 0xff53, 0xff98: key = .right
    case 0xff54, 0xff99: key = .down
    case 0xff50, 0xff95: key = .home
    case 0xff57, 0xff9c: key = .end
    case 0xff55, 0xff9a: key = .pageUp
    case 0xff56, 0xff9b: key = .pageDown
    default:
      // Control+letter types no text, but shortcuts (Ctrl+C) match on the letter.
      if !event.text.isEmpty {
        key = .character(event.text)
      } else if let character = Self.character(ofKeysym: event.keysym) {
        key = .character(String(character))
      } else {
        key = .other(event.keysym)
      }
    }
    return TrellisCore.KeyEvent(key: key, text: event.text, modifiers: modifiers)
  }

  /// The character a printable keysym stands for: Latin-1 keysyms are their code points, and
  /// 0x1000000 + code point covers the rest of Unicode.
  static func character(ofKeysym keysym: UInt32) -> Character? {
    let value: UInt32
    switch keysym {
    case 0x21...0x7e, 0xa1...0xff: value = keysym
    case 0x100_0100...0x110_ffff: value = keysym - 0x100_0000
    default: return nil
    }
    return Unicode.Scalar(value).map(Character.init)
  }

  // MARK: Frames

  /// Updates, lays out, paints and presents what changed; does nothing when nothing did.
  func frame() {
    guard !window.isClosed else { return }
    let size = window.size
    if !paceAnimationFrame(size: size) { return }
    let timing = FrameTiming.shared
    timing?.beginFrame()
    graph.update()
    timing?.end(.update)
    let resized = size != graph.size
    let laysOut = resized || graph.needsLayout || graph.isAnimating
    if laysOut {
      graph.layout(in: size)
      hasLaidOut = true
      updateSizeLimits()
      // Views may have moved under a still pointer.
      cursor.update(window, graph: graph)
    } else {
      graph.advanceAnimations()
    }
    timing?.end(.layout)
    guard isMapped else {
      if laysOut { didFrame?() }
      return
    }
    guard needsFullRedraw || resized || graph.needsDisplay else { return }
    let list = graph.displayList(debugBounds: AppRunner.debugBounds)
    timing?.end(.displayList)
    let damage: [CGRect]?
    // The background shows wherever no view draws, so a new one (a `.preferredColorScheme`
    // switching the window's appearance) changes pixels that no display item covers.
    let background = Color.windowBackgroundColor.resolve(in: graph.environment)
    let newBackground = background != lastBackground
    lastBackground = background
    if needsFullRedraw || resized || newBackground || lastList == nil {
      damage = nil
    } else {
      damage = DisplayListDamage.rects(from: lastList!, to: list)
    }
    lastList = list
    needsFullRedraw = false
    timing?.end(.damage)
    if let damage, damage.isEmpty { return }
    paint(list, damage: damage, background: background)
    didFrame?()
  }

  /// Whether to draw now: false when only an animation would change and its next frame is not due.
  private func paceAnimationFrame(size: CGSize) -> Bool {
    guard graph.isAnimating else {
      lastAnimationFrame = nil
      return true
    }
    let now = ContinuousClock.now
    let due = lastAnimationFrame.map { $0 + WindowHost.frameInterval }
    let onlyAnimating =
      !graph.needsUpdate && !graph.needsLayout && !graph.needsDisplay && !needsFullRedraw
      && size == graph.size
    // The event loop's poll() rounds its timeout up to whole milliseconds: never early by more.
    if onlyAnimating, let due, now + .milliseconds(1) < due { return false }
    // Keep the cadence unless a frame was missed altogether.
    if let due, now - due < WindowHost.frameInterval {
      lastAnimationFrame = due
    } else {
      lastAnimationFrame = now
    }
    return true
  }

  private func paint(_ list: DisplayList, damage: [CGRect]?, background: Color.Resolved) {
    guard let surface = window.surface, let cr = cairo_create(surface) else { return }
    let scale = window.scale
    painter.paint(list, into: cr, scale: scale, damage: damage, background: background)
    cairo_destroy(cr)
    cairo_surface_flush(surface)
    let rects =
      damage.map { $0.map { PixelRect(points: $0, scale: scale) } } ?? [PixelRect(size: window.pixelSize)]
    FrameTiming.shared?.end(.paint)
    window.present(rects)
    FrameTiming.shared?.presented(rects, of: window)
  }

  func close() {
    window.close()
  }
}

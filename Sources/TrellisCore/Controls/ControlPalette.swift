/// The colors and measures every built-in control draws with, so that toggles, sliders, fields
/// and menus share one look in light and dark appearance.
struct ControlPalette {
  let environment: EnvironmentValues

  init(_ environment: EnvironmentValues) { self.environment = environment }

  var isDark: Bool { environment.colorScheme == .dark }

  /// The opacity a disabled control is drawn at.
  static let disabledOpacity = 0.42

  func resolve(_ color: Color) -> Color.Resolved { color.resolve(in: environment) }

  /// The tint: the environment's, else the accent color.
  var accent: Color.Resolved { resolve(environment.tint ?? .accentColor) }

  /// The accent focus ring drawn around a focused control.
  var focusRing: Color.Resolved { accent.withOpacity(0.55) }

  /// The fill of a raised control (button-like) in its state.
  func bezelFill(hovered: Bool, pressed: Bool) -> Color.Resolved {
    let base = isDark ? 0.30 : 0.925
    let delta = pressed ? (isDark ? 0.10 : -0.10) : (hovered ? (isDark ? 0.05 : -0.04) : 0)
    return resolve(Color(white: base + delta))
  }

  /// The background of an editable field: a shade lighter than a group in dark appearance.
  var fieldBackground: Color.Resolved { resolve(isDark ? Color(white: 0.2) : Color(white: 1)) }

  /// The background of a list.
  var listBackground: Color.Resolved { resolve(isDark ? Color(white: 0.15) : Color(white: 1)) }

  /// The background of a popup menu.
  var popupBackground: Color.Resolved { resolve(isDark ? Color(white: 0.19) : Color(white: 1)) }

  /// The background of a group of form rows.
  var groupBackground: Color.Resolved { resolve(isDark ? Color(white: 0.16) : Color(white: 1)) }

  /// The hairline around fields, groups and popups.
  func border(hovered: Bool = false) -> Color.Resolved {
    resolve(
      isDark
        ? Color(white: 1, opacity: hovered ? 0.24 : 0.15) : Color(white: 0, opacity: hovered ? 0.26 : 0.16))
  }

  /// The unfilled part of a slider or an off switch.
  func track(hovered: Bool = false) -> Color.Resolved {
    resolve(
      isDark
        ? Color(white: 1, opacity: hovered ? 0.24 : 0.18) : Color(white: 0, opacity: hovered ? 0.2 : 0.15))
  }

  /// The color of a row or menu item under the pointer.
  var rowHighlight: Color.Resolved {
    resolve(isDark ? Color(white: 1, opacity: 0.09) : Color(white: 0, opacity: 0.06))
  }

  /// The fill of a selected row: the accent color while its list or table has keyboard focus
  /// (its content then drawn white, `selectedContent`), gray otherwise, as macOS shows where the
  /// arrow keys will act.
  func selectedRow(focused: Bool) -> Color.Resolved {
    focused ? accent : resolve(isDark ? Color(white: 0.33) : Color(white: 0.86))
  }

  /// Turns every color white, keeping coverage: the text and symbols of a selected row on the
  /// accent color.
  static let selectedContent = ColorMatrix(
    red: .zero, green: .zero, blue: .zero, alpha: SIMD4(0, 0, 0, 1), offset: SIMD4(1, 1, 1, 0))

  /// The separator between rows.
  var separator: Color.Resolved { resolve(Color.separator) }

  /// Primary content: text and glyphs.
  var primary: Color.Resolved { resolve(.primary) }

  /// Secondary content: placeholders, captions.
  var secondary: Color.Resolved { resolve(.secondary) }

  /// The white knob of a switch or slider.
  var knob: Color.Resolved { resolve(isDark ? Color(white: 0.93) : Color(white: 1)) }

  /// The soft shadow under knobs.
  var knobShadow: Color.Resolved { resolve(Color(white: 0, opacity: isDark ? 0.45 : 0.22)) }

  /// The selected text's highlight.
  func textSelection(focused: Bool) -> Color.Resolved {
    focused ? accent.withOpacity(isDark ? 0.5 : 0.3) : resolve(Color(white: isDark ? 1 : 0, opacity: 0.14))
  }
}

/// Drawing helpers for the built-in controls.
@MainActor
enum ControlDrawing {
  /// The focus ring around `rect`, whose corners have `radius`: an accent band just outside.
  static func focusRing(
    around rect: CGRect, radius: CGFloat, palette: ControlPalette, into list: inout DisplayListBuilder
  ) {
    // `.focusEffectDisabled()`: the focused control still takes keys, it just shows no ring.
    guard !palette.environment.isFocusEffectDisabled else { return }
    let ring = rect.insetBy(dx: -1.5, dy: -1.5)
    list.append(
      .stroke(
        Path(roundedRect: ring, cornerRadius: radius + 1.5, style: .circular), .color(palette.focusRing),
        StrokeStyle(lineWidth: 2.5)))
  }

  /// A knob (switch thumb, slider handle): a light disc with a hairline and a soft shadow.
  static func knob(
    in rect: CGRect, palette: ControlPalette, pressed: Bool, into list: inout DisplayListBuilder
  ) {
    let shadow = rect.offsetBy(dx: 0, dy: 0.75).insetBy(dx: -0.5, dy: -0.5)
    list.append(.fill(Path(ellipseIn: shadow), .color(palette.knobShadow.withOpacity(0.6)), eoFill: false))
    let fill =
      pressed
      ? palette.knob.mixed(with: Color.Resolved(red: 0.8, green: 0.8, blue: 0.82), by: 0.35) : palette.knob
    list.append(.fill(Path(ellipseIn: rect), .color(fill), eoFill: false))
    list.append(
      .stroke(
        Path(ellipseIn: rect.insetBy(dx: 0.25, dy: 0.25)),
        .color(Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.12)),
        StrokeStyle(lineWidth: 0.5)))
  }

  /// A rounded rectangle filled with `color`.
  static func fill(
    _ rect: CGRect, radius: CGFloat, _ color: Color.Resolved, into list: inout DisplayListBuilder
  ) {
    list.append(
      .fill(Path(roundedRect: rect, cornerRadius: radius, style: .circular), .color(color), eoFill: false))
  }

  /// The panel of a pop-up menu (a picker's, a `Menu`'s): rounded, filled, edged with a hairline
  /// and floating on a soft shadow.
  static func popupPanel(_ panel: CGRect, palette: ControlPalette, into list: inout DisplayListBuilder) {
    let radius: CGFloat = 8
    let shadow = LayerEffects.Shadow(
      color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: palette.isDark ? 0.5 : 0.2), radius: 10,
      offset: CGSize(width: 0, height: 3))
    list.group(.pushLayer(LayerEffects(shadow: shadow, bounds: panel.insetBy(dx: -24, dy: -24))), .popLayer) {
      fill(panel, radius: radius, palette.popupBackground, into: &$0)
    }
    hairline(panel, radius: radius, palette.border(), into: &list)
  }

  /// A hairline drawn just inside a rounded rectangle.
  static func hairline(
    _ rect: CGRect, radius: CGFloat, _ color: Color.Resolved, into list: inout DisplayListBuilder
  ) {
    list.append(
      .stroke(
        Path(
          roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: max(0, radius - 0.5), style: .circular),
        .color(color), StrokeStyle(lineWidth: 1)))
  }

  /// A chevron pointing down (or up), centered at `center`.
  static func chevron(
    at center: CGPoint, size: CGFloat, up: Bool = false, _ color: Color.Resolved,
    into list: inout DisplayListBuilder
  ) {
    var path = Path()
    let half = size / 2
    let rise = (up ? -1 : 1) * size / 4
    path.move(to: CGPoint(x: center.x - half, y: center.y - rise))
    path.addLine(to: CGPoint(x: center.x, y: center.y + rise))
    path.addLine(to: CGPoint(x: center.x + half, y: center.y - rise))
    list.append(.stroke(path, .color(color), StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .round)))
  }

  /// A checkmark fitted to `rect`.
  static func checkmark(
    in rect: CGRect, _ color: Color.Resolved, lineWidth: CGFloat = 2, into list: inout DisplayListBuilder
  ) {
    var path = Path()
    path.move(to: CGPoint(x: rect.minX + rect.width * 0.12, y: rect.minY + rect.height * 0.55))
    path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.40, y: rect.minY + rect.height * 0.82))
    path.addLine(to: CGPoint(x: rect.minX + rect.width * 0.88, y: rect.minY + rect.height * 0.20))
    list.append(
      .stroke(path, .color(color), StrokeStyle(lineWidth: lineWidth, lineCap: .round, lineJoin: .round)))
  }

  /// Draws `body` at `opacity` (as disabled controls are), or as is at full opacity.
  static func faded(
    _ opacity: Double, into list: inout DisplayListBuilder, _ body: (inout DisplayListBuilder) -> Void
  ) {
    if opacity >= 1 { return body(&list) }
    list.group(.pushLayer(LayerEffects(opacity: opacity)), .popLayer, body)
  }

  /// Draws `node` moved by `offset`, for content shown somewhere other than where it is placed.
  static func draw(_ node: LayoutNode, offsetBy offset: CGSize, into list: inout DisplayListBuilder) {
    if offset == .zero { return node.draw(into: &list) }
    list.group(.pushTransform(CGAffineTransform(translationX: offset.width, y: offset.height)), .popTransform)
    {
      node.draw(into: &$0)
    }
  }
}

extension LayoutTreeNode {
  /// The tree with every frame moved by `offset`.
  func offsetBy(_ offset: CGSize) -> LayoutTreeNode {
    var copy = self
    copy.frame = frame.offsetBy(dx: offset.width, dy: offset.height)
    copy.children = children.map { $0.offsetBy(offset) }
    return copy
  }
}

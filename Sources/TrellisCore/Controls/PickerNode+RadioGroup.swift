/// The radio-group look of a picker (`.radioGroup`, `.inline`): a column of options, each after
/// a round button that is filled when it is the selection; a row with
/// `.horizontalRadioGroupLayout()`.
extension PickerNode {
  /// The side of an option's round button.
  var radioDiameter: CGFloat {
    switch environment.controlSize {
    case .mini: 12
    case .small: 14
    case .regular: 16
    case .large, .extraLarge: 20
    }
  }

  static let radioLabelGap: CGFloat = 6
  static let radioRowSpacing: CGFloat = 6
  static let radioColumnSpacing: CGFloat = 16

  var isRadioRow: Bool { environment.radioGroupIsHorizontal }

  /// Each option's rectangle (its button and label) relative to the picker's origin.
  func radioRowRects(sizes: [CGSize]) -> [CGRect] {
    var rects: [CGRect] = []
    var position: CGFloat = 0
    for size in sizes {
      let rect = CGRect(
        x: isRadioRow ? position : 0, y: isRadioRow ? 0 : position,
        width: radioDiameter + Self.radioLabelGap + size.width, height: max(radioDiameter, size.height))
      rects.append(rect)
      position += isRadioRow ? rect.width + Self.radioColumnSpacing : rect.height + Self.radioRowSpacing
    }
    return rects
  }

  func radioGroupSize() -> CGSize {
    let rects = radioRowRects(sizes: options.map { $0.node.sizeThatFits(.unspecified) })
    let union = rects.reduce(CGRect.null) { $0.union($1) }
    return union.isNull ? .zero : CGSize(width: union.maxX, height: union.maxY)
  }

  /// The options' rectangles in the picker's frame, mirrored right to left.
  func radioRows(in rect: CGRect) -> [CGRect] {
    radioRowRects(sizes: options.map { $0.node.sizeThatFits(.unspecified) }).map { row in
      let moved = row.offsetBy(dx: rect.minX, dy: rect.minY)
      guard environment.layoutDirection == .rightToLeft else { return moved }
      return CGRect(
        x: rect.maxX - (moved.maxX - rect.minX), y: moved.minY, width: moved.width, height: moved.height)
    }
  }

  /// The round button of an option whose row is `row`.
  func radioButton(in row: CGRect) -> CGRect {
    let x = environment.layoutDirection == .rightToLeft ? row.maxX - radioDiameter : row.minX
    return CGRect(x: x, y: row.midY - radioDiameter / 2, width: radioDiameter, height: radioDiameter)
  }

  func placeRadioOptions(in rect: CGRect) {
    for (option, row) in zip(options, radioRows(in: rect)) {
      let size = option.node.sizeThatFits(.unspecified)
      let x =
        environment.layoutDirection == .rightToLeft
        ? row.maxX - radioDiameter - Self.radioLabelGap - size.width
        : row.minX + radioDiameter + Self.radioLabelGap
      option.node.place(
        in: CGRect(x: x, y: row.midY - size.height / 2, width: size.width, height: size.height),
        proposal: .unspecified)
    }
  }

  func radioOption(at point: CGPoint) -> Int? {
    radioRows(in: frame).firstIndex { $0.contains(point) }
  }

  /// Moves the selection to the next or previous option, as arrow keys do.
  func radioKeyDown(_ event: KeyEvent) -> Bool {
    let count = options.count
    let forward = environment.layoutDirection == .rightToLeft && isRadioRow ? -1 : 1
    let current = selectedIndex
    switch (event.key, isRadioRow) {
    case (.down, false), (.right, true): choose(min(count - 1, (current ?? -1) + forward))
    case (.up, false), (.left, true): choose(max(0, (current ?? count) - forward))
    default: return false
    }
    return true
  }

  func drawRadioGroup(
    pressed pressedIndex: Int?, hovered hoveredIndex: Int?, into list: inout DisplayListBuilder
  ) {
    let palette = self.palette
    let selected = selectedIndex
    let rows = radioRows(in: frame)
    for (index, row) in rows.enumerated() {
      let button = radioButton(in: row)
      let pressed = isPressed && pressedIndex == index
      let hovered = hoveredIndex == index && environment.isEnabled
      if index == selected {
        let fill = palette.accent.mixed(
          with: .init(red: 0, green: 0, blue: 0), by: pressed ? 0.15 : (hovered ? 0.07 : 0))
        list.append(.fill(Path(ellipseIn: button), .color(fill), eoFill: false))
        let dot = button.insetBy(dx: button.width * 0.3, dy: button.height * 0.3)
        list.append(
          .fill(Path(ellipseIn: dot), .color(Color.Resolved(red: 1, green: 1, blue: 1)), eoFill: false))
      } else {
        let fill = pressed ? palette.bezelFill(hovered: false, pressed: true) : palette.fieldBackground
        list.append(.fill(Path(ellipseIn: button), .color(fill), eoFill: false))
        list.append(
          .stroke(
            Path(ellipseIn: button.insetBy(dx: 0.25, dy: 0.25)),
            .color(palette.border(hovered: hovered || pressed).withOpacity(1.5)), StrokeStyle(lineWidth: 0.5))
        )
      }
      if isFocused && index == (selected ?? 0) {
        ControlDrawing.focusRing(around: button, radius: button.width / 2, palette: palette, into: &list)
      }
    }
    for option in options { option.node.draw(into: &list) }
  }
}

struct RadioGroupIsHorizontalKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// Whether radio-group pickers lay their options out in a row.
  var radioGroupIsHorizontal: Bool {
    get { self[RadioGroupIsHorizontalKey.self] }
    set { self[RadioGroupIsHorizontalKey.self] = newValue }
  }
}

extension View {
  /// Lays out the options of radio-group pickers in this view in a row instead of a column.
  public func horizontalRadioGroupLayout() -> some View {
    environment(\.radioGroupIsHorizontal, true)
  }
}

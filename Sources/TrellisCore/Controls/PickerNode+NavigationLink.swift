/// The two parts of a `.navigationLink` picker: the selected option shown as the value of the
/// link's row, and the page the link opens, a list of the options with a checkmark beside the
/// selection, as iOS shows them.
extension PickerNode {
  var isNavigationValue: Bool { environment.pickerStyle.kind == .navigationValue }
  var isChecklist: Bool { environment.pickerStyle.kind == .checklist }

  static let checklistInset: CGFloat = 12
  static let checklistMinimumRow: CGFloat = 36
  static let checkmarkSide: CGFloat = 14

  /// The selected option's size: the value takes no more room than it.
  func navigationValueSize() -> CGSize {
    guard let selected = selectedIndex else { return .zero }
    return options[selected].node.sizeThatFits(.unspecified)
  }

  /// Every option in the same place; only the selected one is drawn.
  func placeNavigationValue(in rect: CGRect) {
    for option in options {
      let size = option.node.sizeThatFits(.unspecified)
      option.node.place(
        in: CGRect(x: rect.minX, y: rect.midY - size.height / 2, width: size.width, height: size.height),
        proposal: .unspecified)
    }
  }

  func drawNavigationValue(into list: inout DisplayListBuilder) {
    if let selected = selectedIndex { options[selected].node.draw(into: &list) }
  }

  private var checklistSizes: [CGSize] {
    options.map { $0.node.sizeThatFits(ProposedViewSize(width: nil, height: nil)) }
  }

  /// The page's size: as wide as it is offered (the widest option and the checkmark when not),
  /// one row per option.
  func checklistSize(_ proposal: ProposedViewSize) -> CGSize {
    let sizes = checklistSizes
    let widest = sizes.map(\.width).max() ?? 0
    let ideal = widest + Self.checklistInset * 3 + Self.checkmarkSide
    let height = sizes.reduce(0) { $0 + max(Self.checklistMinimumRow, $1.height + 12) }
    return CGSize(width: proposal.width ?? ideal, height: height)
  }

  /// The options' rows in `rect`, top to bottom.
  func checklistRows(in rect: CGRect) -> [CGRect] {
    var y = rect.minY
    return checklistSizes.map { size in
      let height = max(Self.checklistMinimumRow, size.height + 12)
      defer { y += height }
      return CGRect(x: rect.minX, y: y, width: rect.width, height: height)
    }
  }

  func placeChecklist(in rect: CGRect) {
    let rightToLeft = environment.layoutDirection == .rightToLeft
    for (option, row) in zip(options, checklistRows(in: rect)) {
      let offer = ProposedViewSize(
        width: max(0, row.width - Self.checklistInset * 3 - Self.checkmarkSide), height: nil)
      let size = option.node.sizeThatFits(offer)
      let x = rightToLeft ? row.maxX - Self.checklistInset - size.width : row.minX + Self.checklistInset
      option.node.place(
        in: CGRect(x: x, y: row.midY - size.height / 2, width: size.width, height: size.height),
        proposal: offer)
    }
  }

  func checklistOption(at point: CGPoint) -> Int? {
    checklistRows(in: frame).firstIndex { $0.contains(point) }
  }

  /// Chooses the option and goes back to the page the link was on, as iOS does.
  func chooseFromChecklist(_ index: Int) {
    choose(index)
    environment.dismiss()
  }

  /// Up and down move the selection; Return and Space go back with it.
  func checklistKeyDown(_ event: KeyEvent) -> Bool {
    let count = options.count
    let current = selectedIndex
    switch event.key {
    case .down: choose(min(count - 1, (current ?? -1) + 1))
    case .up: choose(max(0, (current ?? count) - 1))
    case .returnKey, .space: environment.dismiss()
    default: return false
    }
    return true
  }

  func drawChecklist(pressed: Int?, hovered: Int?, into list: inout DisplayListBuilder) {
    let palette = self.palette
    let rows = checklistRows(in: frame)
    let selected = selectedIndex
    let rightToLeft = environment.layoutDirection == .rightToLeft
    for (index, row) in rows.enumerated() {
      if (isPressed && pressed == index) || (hovered == index && environment.isEnabled) {
        let fill = palette.bezelFill(hovered: true, pressed: isPressed && pressed == index)
        list.append(.fill(Path(row), .color(fill), eoFill: false))
      }
      if index + 1 < rows.count {
        let line = CGRect(
          x: rightToLeft ? row.minX : row.minX + Self.checklistInset, y: row.maxY - 0.5,
          width: row.width - Self.checklistInset, height: 0.5)
        list.append(.fill(Path(line), .color(palette.separator), eoFill: false))
      }
      if index == selected {
        let x =
          rightToLeft
          ? row.minX + Self.checklistInset : row.maxX - Self.checklistInset - Self.checkmarkSide
        let mark = CGRect(
          x: x, y: row.midY - Self.checkmarkSide / 2, width: Self.checkmarkSide, height: Self.checkmarkSide)
        ControlDrawing.checkmark(in: mark, palette.accent, into: &list)
      }
      if isFocused && index == (selected ?? 0) {
        ControlDrawing.focusRing(around: row.insetBy(dx: 2, dy: 2), radius: 4, palette: palette, into: &list)
      }
    }
    for option in options { option.node.draw(into: &list) }
  }
}

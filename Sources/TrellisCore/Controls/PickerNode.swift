/// The node of a picker's control: it lays out and draws the options as segments, as a pop-up
/// button or as a radio group, and selects the tag of the option that is clicked or chosen from the keyboard.
final class PickerNode: ControlNode {
  private var selection: (any SelectionSource)?
  private var popup: PopupMenuNode?
  private var pressedSegment: Int?
  private var hoveredSegment: Int?
  private var pressPoint = CGPoint.zero

  func update(_ view: PickerControl) {
    selection = view.selection
    setContent(view.content)
    graph.setNeedsDisplay(frame)
  }

  var isSegmented: Bool { environment.pickerStyle.kind == .segmented }
  var isRadioGroup: Bool { environment.pickerStyle.kind == .radioGroup }

  /// The options with their tags, in order.
  var options: [TaggedView] { TaggedContent.collect(content) }

  /// The index of the selected option, if any option's tag is selected.
  var selectedIndex: Int? {
    guard let selection else { return nil }
    return options.firstIndex { $0.tag.map(selection.isSelected) ?? false }
  }

  var isMenuOpen: Bool { popup != nil }

  // The row's value is not a control of its own: the navigation link around it takes clicks.
  override var handlesPointer: Bool { !isNavigationValue }
  override var acceptsInput: Bool { !isNavigationValue && super.acceptsInput }
  override var fadesWhenDisabled: Bool { !isNavigationValue }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let old = environment
    super.environmentDidChange(newEnvironment)
    if old.pickerStyle != environment.pickerStyle || old.controlSize != environment.controlSize
      || old.radioGroupIsHorizontal != environment.radioGroupIsHorizontal
    {
      closeMenu()
      invalidateLayout()
    }
    if !environment.isEnabled { closeMenu() }
  }

  override func dispose() {
    closeMenu()
    super.dispose()
  }

  // MARK: Layout

  private static let segmentPadding: CGFloat = 12
  private static let menuLeading: CGFloat = 10
  private static let menuTrailing: CGFloat = 26

  private var idealSizes: [CGSize] { options.map { $0.node.sizeThatFits(.unspecified) } }

  private var contentHeight: CGFloat {
    let tallest = idealSizes.map(\.height).max() ?? 0
    let padding: CGFloat =
      switch environment.controlSize {
      case .mini: 1
      case .small: 3
      case .regular: 5
      case .large, .extraLarge: 8
      }
    return max(tallest, 14) + padding * 2
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    if isRadioGroup { return radioGroupSize() }
    if isNavigationValue { return navigationValueSize() }
    if isChecklist { return checklistSize(proposal) }
    let widest = idealSizes.map(\.width).max() ?? 0
    if isSegmented {
      let count = CGFloat(options.count)
      let ideal = (widest + Self.segmentPadding * 2) * count
      return CGSize(width: proposal.width ?? ideal, height: contentHeight)
    }
    return CGSize(width: widest + Self.menuLeading + Self.menuTrailing, height: contentHeight)
  }

  /// The rectangle of segment `index` within `rect`, mirrored right to left.
  private func segmentRect(_ index: Int, in rect: CGRect) -> CGRect {
    let count = max(1, options.count)
    let width = rect.width / CGFloat(count)
    let position = environment.layoutDirection == .rightToLeft ? count - 1 - index : index
    return CGRect(x: rect.minX + CGFloat(position) * width, y: rect.minY, width: width, height: rect.height)
  }

  private func segment(at point: CGPoint) -> Int? {
    guard frame.contains(point) else { return nil }
    return options.indices.first { segmentRect($0, in: frame).contains(point) }
  }

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    if isRadioGroup { return placeRadioOptions(in: rect) }
    if isNavigationValue { return placeNavigationValue(in: rect) }
    if isChecklist { return placeChecklist(in: rect) }
    let options = self.options
    for (index, option) in options.enumerated() {
      if isSegmented {
        let segment = segmentRect(index, in: rect)
        let offer = ProposedViewSize(width: max(0, segment.width - 8), height: nil)
        let size = option.node.sizeThatFits(offer)
        let origin = CGPoint(x: segment.midX - size.width / 2, y: segment.midY - size.height / 2)
        option.node.place(in: CGRect(origin: origin, size: size), proposal: offer)
      } else {
        let size = option.node.sizeThatFits(.unspecified)
        let x =
          environment.layoutDirection == .rightToLeft
          ? rect.maxX - Self.menuLeading - size.width : rect.minX + Self.menuLeading
        option.node.place(
          in: CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height),
          proposal: .unspecified)
      }
    }
  }

  // MARK: Input

  override func pointerEntered() {
    super.pointerEntered()
    graph.pointerObservers.add(self)
  }

  override func pointerExited() {
    super.pointerExited()
    hoveredSegment = nil
    graph.pointerObservers.remove(self)
  }

  override func pointerDown(at point: CGPoint) {
    pressPoint = point
    if isChecklist {
      pressedSegment = checklistOption(at: point)
      setPressed(true)
    } else if isSegmented || isRadioGroup {
      pressedSegment = isRadioGroup ? radioOption(at: point) : segment(at: point)
      setPressed(true)
    } else if isMenuOpen {
      closeMenu()
    } else {
      setPressed(true)
      openMenu()
    }
  }

  override func pointerDragged(to point: CGPoint) {
    if isSegmented { setPressed(segment(at: point) == pressedSegment) }
    if isRadioGroup { setPressed(radioOption(at: point) == pressedSegment) }
    if isChecklist { setPressed(checklistOption(at: point) == pressedSegment) }
  }

  override func pointerUp(at point: CGPoint, inside: Bool) {
    setPressed(false)
    if isChecklist {
      if let pressed = pressedSegment, checklistOption(at: point) == pressed { chooseFromChecklist(pressed) }
      pressedSegment = nil
      return
    }
    if isSegmented || isRadioGroup {
      let released = isRadioGroup ? radioOption(at: point) : segment(at: point)
      if let pressed = pressedSegment, released == pressed { choose(pressed) }
      pressedSegment = nil
      return
    }
    // A press dragged onto an item of the menu it opened chooses that item on release.
    if let popup, hypot(point.x - pressPoint.x, point.y - pressPoint.y) > 4, let row = popup.row(at: point) {
      choose(row)
      closeMenu()
    }
  }

  override func keyDown(_ event: KeyEvent) -> Bool {
    let count = options.count
    guard count > 0 else { return false }
    if isRadioGroup { return radioKeyDown(event) }
    if isChecklist { return checklistKeyDown(event) }
    if isNavigationValue { return false }
    let forward = environment.layoutDirection == .rightToLeft ? -1 : 1
    if isSegmented {
      let current = selectedIndex
      switch event.key {
      case .right: choose(min(count - 1, (current ?? -1) + forward))
      case .left: choose(max(0, (current ?? count) - forward))
      default: return false
      }
      return true
    }
    if let popup {
      switch event.key {
      case .down: popup.moveHighlight(by: 1)
      case .up: popup.moveHighlight(by: -1)
      case .home: popup.highlighted = 0
      case .end: popup.highlighted = count - 1
      case .returnKey, .space:
        if let row = popup.highlighted { choose(row) }
        closeMenu()
      case .escape: closeMenu()
      case .tab: closeMenu(); return false
      default: return false
      }
      graph.setNeedsDisplay(frame)
      return true
    }
    switch event.key {
    case .space, .returnKey, .down, .up: openMenu()
    default: return false
    }
    return true
  }

  override func focusChanged(_ isFocused: Bool) {
    if !isFocused { closeMenu() }
    super.focusChanged(isFocused)
  }

  /// Selects the option at `index`.
  func choose(_ index: Int) {
    let options = self.options
    guard environment.isEnabled, options.indices.contains(index) else { return }
    guard let tag = options[index].tag else {
      ViewGraph.warnOnce("a picker option has no tag; give it one with .tag(_:) so that it can be selected")
      return
    }
    selection?.select(tag)
    graph.setNeedsDisplay(frame)
  }

  func openMenu() {
    guard popup == nil, !options.isEmpty else { return }
    let menu = PopupMenuNode(owner: self)
    menu.highlighted = selectedIndex ?? 0
    popup = menu
    graph.root.popups.append(menu)
    graph.setNeedsDisplay(frame)
  }

  func closeMenu() {
    guard let menu = popup else { return }
    popup = nil
    graph.pointerObservers.remove(menu)
    graph.root.popups.removeAll { $0 === menu }
    graph.setNeedsDisplay(frame)
  }

  // MARK: Drawing

  override func drawControl(into list: inout DisplayListBuilder) {
    if isRadioGroup {
      drawRadioGroup(pressed: pressedSegment, hovered: hoveredSegment, into: &list)
    } else if isNavigationValue {
      drawNavigationValue(into: &list)
    } else if isChecklist {
      drawChecklist(pressed: pressedSegment, hovered: hoveredSegment, into: &list)
    } else if isSegmented {
      drawSegments(into: &list)
    } else {
      drawMenuButton(into: &list)
    }
  }

  private func drawSegments(into list: inout DisplayListBuilder) {
    let palette = self.palette
    let radius: CGFloat = 7
    ControlDrawing.fill(frame, radius: radius, palette.bezelFill(hovered: false, pressed: false), into: &list)
    let options = self.options
    let selected = selectedIndex
    for index in options.indices where index != selected {
      let pressed = isPressed && pressedSegment == index
      let hovered = hoveredSegment == index && environment.isEnabled
      guard pressed || hovered else { continue }
      let rect = segmentRect(index, in: frame).insetBy(dx: 2, dy: 2)
      ControlDrawing.fill(
        rect, radius: radius - 2, palette.bezelFill(hovered: hovered, pressed: pressed), into: &list)
    }
    for index in options.indices.dropLast() where index != selected && index + 1 != selected {
      let a = segmentRect(index, in: frame)
      let b = segmentRect(index + 1, in: frame)
      let x = (a.midX < b.midX ? a.maxX : a.minX) - 0.5
      let divider = CGRect(x: x, y: frame.minY + 6, width: 1, height: max(0, frame.height - 12))
      list.append(.fill(Path(divider), .color(palette.border()), eoFill: false))
    }
    if let selected {
      let pill = segmentRect(selected, in: frame).insetBy(dx: 2, dy: 2)
      let shadow = pill.offsetBy(dx: 0, dy: 0.5).insetBy(dx: -0.5, dy: -0.5)
      ControlDrawing.fill(shadow, radius: radius - 1.5, palette.knobShadow.withOpacity(0.7), into: &list)
      let fill =
        palette.isDark
        ? ControlPalette(environment).resolve(
          Color(white: isPressed && pressedSegment == selected ? 0.42 : 0.48))
        : ControlPalette(environment).resolve(
          Color(white: isPressed && pressedSegment == selected ? 0.96 : 1))
      ControlDrawing.fill(pill, radius: radius - 2, fill, into: &list)
    }
    for option in options { option.node.draw(into: &list) }
    if isFocused {
      ControlDrawing.focusRing(around: frame, radius: radius, palette: palette, into: &list)
    }
  }

  private func drawMenuButton(into list: inout DisplayListBuilder) {
    let palette = self.palette
    let radius: CGFloat = 6
    ControlDrawing.fill(
      frame, radius: radius, palette.bezelFill(hovered: isHovered, pressed: isPressed || isMenuOpen),
      into: &list)
    if let selected = selectedIndex { options[selected].node.draw(into: &list) }
    let x = environment.layoutDirection == .rightToLeft ? frame.minX + 13 : frame.maxX - 13
    ControlDrawing.chevron(
      at: CGPoint(x: x, y: frame.midY - 3.5), size: 7, up: true, palette.secondary, into: &list)
    ControlDrawing.chevron(at: CGPoint(x: x, y: frame.midY + 3.5), size: 7, palette.secondary, into: &list)
    if isFocused {
      ControlDrawing.focusRing(around: frame, radius: radius, palette: palette, into: &list)
    }
  }

  override var typeName: String { "Picker" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    let shown: [LayoutNode] =
      isSegmented || isRadioGroup || isChecklist
      ? options.map(\.node) : selectedIndex.map { [options[$0].node] } ?? []
    return [LayoutTreeNode(type: typeName, frame: frame, children: shown.flatMap { $0.layoutTreeNodes() })]
  }
}

extension PickerNode: PointerObserver {
  func pointerMoved(to point: CGPoint) {
    guard isSegmented || isRadioGroup || isChecklist else { return }
    let now =
      isChecklist ? checklistOption(at: point) : isRadioGroup ? radioOption(at: point) : segment(at: point)
    if now != hoveredSegment {
      hoveredSegment = now
      graph.setNeedsDisplay(frame)
    }
  }
}

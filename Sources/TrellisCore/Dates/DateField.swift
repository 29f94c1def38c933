/// A date picker's field: the date's segments in the locale's order, in a box like a text
/// field's, with a stepper beside it for the field styles that have one.
///
/// A click selects a segment and focuses the field. While focused, Left and Right move between
/// segments, Up and Down step the selected one (wrapping within its unit, as macOS does), and
/// digits type a new value into it, moving on once no further digit could fit; A and P pick
/// the period. The stepper steps the selected segment, or the day (else the minute) if none is.
struct DateField: View {
  let selection: Binding<Date>
  let editor: DateFieldEditor
  let showsStepper: Bool
  /// Called when a segment of the date (not the time) is clicked: the compact style opens its
  /// calendar.
  var onDateSegmentTap: (() -> Void)?

  @FocusState private var isFocused: Bool
  @State private var selected: DateSegment?
  /// The digits typed into the selected segment so far.
  @State private var typed = ""
  @Environment(\.isEnabled) private var isEnabled

  static let height: CGFloat = 22

  var body: some View {
    HStack(spacing: 4) {
      field
      if showsStepper {
        StepperButtons(
          actions: StepperActions(
            increment: { step(by: 1) }, decrement: { step(by: -1) }, onEditingChanged: { _ in }))
      }
    }
    .fixedSize()
  }

  private var field: some View {
    HStack(spacing: 0) {
      ForEach(Array(editor.format.parts.enumerated()), id: \.offset) { _, part in
        switch part {
        case .literal(let text): Text(verbatim: text)
        case .segment(let segment): segmentView(segment)
        }
      }
    }
    // Written in the locale's order whatever the reading direction, as numbers are.
    .environment(\.layoutDirection, .leftToRight)
    .foregroundStyle(isEnabled ? Color.primary : Color.secondary)
    .monospacedDigit()
    .padding(.horizontal, 5)
    .padding(.vertical, 1)
    // Taller only for large text sizes.
    .frame(minHeight: Self.height)
    .background { FieldBox(cornerRadius: 5, isFocused: isFocused) }
    .contentShape(Rectangle())
    .onTapGesture {
      guard isEnabled else { return }
      if selected == nil { selected = editor.format.segments.first }
      isFocused = true
    }
    .focusableWithoutRing()
    .focused($isFocused)
    .onKeyPress(keys: [.leftArrow, .rightArrow]) { press in
      moveSelection(by: press.key == .leftArrow ? -1 : 1)
      return .handled
    }
    .onKeyPress(keys: [.upArrow, .downArrow]) { press in
      step(by: press.key == .upArrow ? 1 : -1)
      return .handled
    }
    .onKeyPress(characters: .decimalDigits) { press in
      guard let digit = Int(press.characters) else { return .ignored }
      type(digit)
      return .handled
    }
    .onKeyPress(characters: .letters) { press in
      guard selected == .period, let period = editor.period(typed: press.characters) else {
        return .ignored
      }
      commit(editor.setting(.period, to: period, in: selection.wrappedValue))
      return .handled
    }
    .onChange(of: isFocused) { _, focused in
      if focused {
        if selected == nil { selected = editor.format.segments.first }
      } else {
        finishTyping()
      }
    }
  }

  private func segmentView(_ segment: DateSegment) -> some View {
    let isSelected = isFocused && selected == segment
    let text = isSelected && !typed.isEmpty ? typed : editor.text(of: segment, in: selection.wrappedValue)
    return Text(verbatim: text)
      .foregroundStyle(isSelected ? Color.white : isEnabled ? Color.primary : Color.secondary)
      .padding(.horizontal, 1)
      .background {
        if isSelected { RoundedRectangle(cornerRadius: 3).fill(.tint) }
      }
      .onTapGesture {
        guard isEnabled else { return }
        finishTyping()
        selected = segment
        isFocused = true
        if segment.isDate { onDateSegmentTap?() }
      }
  }

  private func commit(_ date: Date?) {
    if let date, date != selection.wrappedValue { selection.wrappedValue = date }
  }

  private func moveSelection(by offset: Int) {
    finishTyping()
    let segments = editor.format.segments
    guard !segments.isEmpty else { return }
    guard let current = selected, let index = segments.firstIndex(of: current) else {
      selected = offset > 0 ? segments.first : segments.last
      return
    }
    selected = segments[min(max(index + offset, 0), segments.count - 1)]
  }

  private func step(by delta: Int) {
    finishTyping()
    let segments = editor.format.segments
    guard
      let segment = selected
        ?? (segments.contains(.day) ? .day : segments.contains(.minute) ? .minute : segments.first)
    else { return }
    selected = segment
    commit(editor.stepping(segment, by: delta, in: selection.wrappedValue))
  }

  /// Types `digit` into the selected segment: the value so far is applied as it grows, and the
  /// next segment is selected once another digit could not fit.
  private func type(_ digit: Int) {
    let segments = editor.format.segments
    guard let segment = selected ?? segments.first, segment != .period else { return }
    selected = segment
    let candidate = typed + String(digit)
    if segment == .year {
      typed = candidate
      if candidate.count == DateFieldEditor.digitCount(.year) {
        finishTyping()
        moveSelection(by: 1)
      }
      return
    }
    let date = selection.wrappedValue
    if let value = Int(candidate), let typedDate = editor.setting(segment, to: value, in: date) {
      typed = candidate
      commit(typedDate)
    } else if let typedDate = editor.setting(segment, to: digit, in: date) {
      typed = String(digit)
      commit(typedDate)
    } else {
      // A leading zero, which means nothing until the next digit.
      typed = digit == 0 && candidate.count < DateFieldEditor.digitCount(segment) ? candidate : ""
      return
    }
    let largest = segment == .hour && editor.format.twelveHour ? 12 : DateFieldEditor.largestTyped(segment)
    if typed.count >= DateFieldEditor.digitCount(segment) || (Int(typed) ?? 0) * 10 > largest {
      typed = ""
      moveSelection(by: 1)
    }
  }

  /// Applies a partly typed year (two digits are a year of the current century) and clears
  /// what was typed.
  private func finishTyping() {
    defer { if !typed.isEmpty { typed = "" } }
    guard selected == .year, let value = Int(typed), value > 0 else { return }
    let current = editor.value(of: .year, in: selection.wrappedValue)
    let year = typed.count <= 2 ? current / 100 * 100 + value : value
    commit(editor.setting(.year, to: year, in: selection.wrappedValue))
  }
}

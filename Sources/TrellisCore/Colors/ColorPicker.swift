/// A control for picking a color: a color well that opens a palette in a popover.
///
/// ```swift
/// ColorPicker("Highlight", selection: $highlight, supportsOpacity: false)
/// ```
///
/// The palette has a grid of swatches (grays, then twelve hues in tints and shades) and, when
/// `supportsOpacity` is true, an opacity slider. A click on a swatch picks its color, keeping
/// the opacity.
public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label

  @State private var isPresented = false

  /// A picker of `selection`, labelled by `label`.
  public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }

  /// The view's content.
  public var body: some View {
    LabeledControl(
      label: label,
      control: ColorWell(color: selection.wrappedValue) { isPresented.toggle() }
        .popover(isPresented: $isPresented) {
          ColorPalette(selection: selection, supportsOpacity: supportsOpacity).padding(10)
        })
  }
}

extension ColorPicker where Label == Text {
  /// A picker labelled `title`.
  public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
    self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
  }
}

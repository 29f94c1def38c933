/// The button that hides and shows a split view's sidebar: a window-pane glyph with its leading
/// third marked off, in a borderless button like the other bar items.
struct NavigationSplitToggle: View {
  let action: () -> Void

  var body: some View {
    Button(action: action) {
      NavigationSplitToggleGlyph()
        .stroke(lineWidth: 1.25)
        // A toolbar glyph, gray as macOS draws it rather than in the accent color.
        .foregroundStyle(.secondary)
        .frame(width: 17, height: 13)
        .frame(width: 28, height: 24)
        .contentShape(Rectangle())
    }
    .buttonStyle(.borderless)
    .help("Show or hide the sidebar")
    .accessibilityLabel("Toggle Sidebar")
    .accessibilityIdentifier("split-sidebar-toggle")
  }
}

/// A rounded pane with a line a third of the way across.
struct NavigationSplitToggleGlyph: Shape {
  func path(in rect: CGRect) -> Path {
    var path = Path(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3)
    let x = (rect.minX + rect.width * 0.36).rounded() + 0.5
    path.move(to: CGPoint(x: x, y: rect.minY + 0.5))
    path.addLine(to: CGPoint(x: x, y: rect.maxY - 0.5))
    return path
  }
}

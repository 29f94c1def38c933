/// Which of a list row's separators are hidden: its top one, its bottom one.
struct ListRowSeparatorKey: LayoutValueKey {
  static let defaultValue = VerticalEdge.Set()
}

/// The colors of a list row's separators: the line above it, the line below it; nil is the list's.
struct ListRowSeparatorTintKey: LayoutValueKey {
  static let defaultValue = ListSeparatorTint()
}

/// The colors of the separators at the top and bottom edges of a list row or section.
struct ListSeparatorTint: Equatable {
  var top: Color?
  var bottom: Color?

  /// These colors with `color` for the edges in `edges`.
  func setting(_ color: Color?, edges: VerticalEdge.Set) -> Self {
    var result = self
    if edges.contains(.top) { result.top = color }
    if edges.contains(.bottom) { result.bottom = color }
    return result
  }
}

/// A list row's own insets, in place of the list's padding.
struct ListRowInsetsKey: LayoutValueKey {
  static let defaultValue: EdgeInsets? = nil

  /// `insets` with NaN, infinite and negative lengths made zero.
  static func clean(_ insets: EdgeInsets) -> EdgeInsets {
    func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    return EdgeInsets(
      top: length(insets.top), leading: length(insets.leading), bottom: length(insets.bottom),
      trailing: length(insets.trailing))
  }
}

extension View {
  /// Shows or hides this row's separators in a `List`: `.hidden` removes the lines above and
  /// below it (or only those of `edges`).
  ///
  /// ```swift
  /// ForEach(items) { item in
  ///     Text(item.name).listRowSeparator(.hidden)
  /// }
  /// ```
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    layoutValue(key: ListRowSeparatorKey.self, value: visibility == .hidden ? edges : [])
  }

  /// Insets this row's content in a `List` by `insets` instead of the list's own padding; nil
  /// keeps the list's.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    var cleaned: EdgeInsets?
    if let insets { cleaned = ListRowInsetsKey.clean(insets) }
    return layoutValue(key: ListRowInsetsKey.self, value: cleaned)
  }

  /// Colors this row's separators in a `List`: the lines above and below it (or only those of
  /// `edges`) in `color`; nil keeps the list's separator color. Where two rows meet, the lower
  /// row's top tint wins over the upper row's bottom tint.
  ///
  /// ```swift
  /// Text("Overdue").listRowSeparatorTint(.red)
  /// ```
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    layoutValue(key: ListRowSeparatorTintKey.self, value: ListSeparatorTint().setting(color, edges: edges))
  }
}

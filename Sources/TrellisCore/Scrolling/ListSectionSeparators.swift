/// Which of a list section's separators show, and in what color: the line between its header
/// and its first row, and the line below its last row.
struct ListSectionSeparators: Equatable {
  /// The edges whose lines show; by default none, as in a macOS list.
  var visible: VerticalEdge.Set = []
  var tint = ListSeparatorTint()
}

struct ListSectionSeparatorsKey: EnvironmentKey {
  static let defaultValue = ListSectionSeparators()
}

extension EnvironmentValues {
  var listSectionSeparators: ListSectionSeparators {
    get { self[ListSectionSeparatorsKey.self] }
    set { self[ListSectionSeparatorsKey.self] = newValue }
  }
}

extension View {
  /// Shows or hides the separators of this `Section` in a `List`: the line below its header and
  /// the line below its last row (or only those of `edges`, `.top` and `.bottom`). They are hidden
  /// unless shown (`.automatic` is `.hidden`), as a macOS list draws sections; a form's sections
  /// sit in boxes and have none. On a list it applies to each of its sections.
  ///
  /// ```swift
  /// Section("Pinned") { ... }.listSectionSeparator(.visible)
  /// ```
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
    transformEnvironment(\.listSectionSeparators) { separators in
      if visibility == .visible {
        separators.visible.formUnion(edges)
      } else {
        separators.visible.subtract(edges)
      }
    }
  }

  /// Colors the separators of this `Section` in a `List` (or only those of `edges`); nil keeps
  /// the list's separator color. It colors lines that `.listSectionSeparator(.visible)` shows.
  public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    transformEnvironment(\.listSectionSeparators) { separators in
      separators.tint = separators.tint.setting(color, edges: edges)
    }
  }
}

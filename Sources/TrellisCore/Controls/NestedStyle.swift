/// A type-erased style kept in the environment that remembers the style in effect around it.
/// A control its body makes from a configuration (`Toggle(configuration)`, `Label(configuration)`)
/// is drawn in that outer style, as in SwiftUI, rather than in this style again without end.
protocol NestedStyle {
  /// The style in effect around this one: none, or one (an array only because a struct cannot
  /// hold a value of its own type directly).
  var outerStyles: [Self] { get set }
}

extension NestedStyle {
  /// The style in effect around this one; nil is the control's default look.
  var outer: Self? { outerStyles.first }

  /// This style, set inside `outer`.
  func inside(_ outer: Self?) -> Self {
    var style = self
    style.outerStyles = outer.map { [$0] } ?? []
    return style
  }
}

/// How a navigation bar looks for a level: what `.toolbarBackground`, `.toolbarColorScheme` and
/// `.toolbar(_:for:)` set on it.
struct NavigationBarAppearance {
  /// One thing a modifier sets.
  enum Part: Equatable {
    case background(AnyShapeStyle)
    case backgroundVisibility(Visibility)
    case colorScheme(ColorScheme?)
    case visibility(Visibility)

    static func == (lhs: Part, rhs: Part) -> Bool {
      switch (lhs, rhs) {
      // Styles cannot be compared: a new one is taken every time.
      case (.background, .background): false
      case (.backgroundVisibility(let a), .backgroundVisibility(let b)): a == b
      case (.colorScheme(let a), .colorScheme(let b)): a == b
      case (.visibility(let a), .visibility(let b)): a == b
      default: false
      }
    }
  }

  var background: AnyShapeStyle?
  var backgroundVisibility = Visibility.automatic
  var colorScheme: ColorScheme?
  var visibility = Visibility.automatic

  /// Whether the bar is hidden altogether.
  var isHidden: Bool { visibility == .hidden }

  mutating func apply(_ part: Part) {
    switch part {
    case .background(let style): background = style
    case .backgroundVisibility(let visibility): backgroundVisibility = visibility
    case .colorScheme(let scheme): colorScheme = scheme
    case .visibility(let visibility): self.visibility = visibility
    }
  }
}

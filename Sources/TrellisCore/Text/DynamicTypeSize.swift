/// How large the reader wants text, from extra small to the accessibility sizes; `.large` is
/// the default, at which text styles have their usual point sizes.
///
/// The text styles (`.body`, `.title` and the rest) and ``ScaledMetric`` values grow and shrink
/// with it; fonts of a fixed size, `.system(size:)`, stay as they are.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// Smaller than the default, from the smallest to one step below it.
  case xSmall, small, medium
  /// The default size.
  case large
  /// Larger than the default, up to the largest of the standard sizes.
  case xLarge, xxLarge, xxxLarge
  /// The accessibility sizes, for readers who need much larger text.
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether it is one of the accessibility sizes, for which layouts often change (stacking
  /// side-by-side views, say).
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  /// How much larger than at `.large` text is: the body's size at this setting over its size
  /// at `.large`, on the scale Apple's platforms use (17 points at `.large`).
  var scale: CGFloat {
    let body: CGFloat =
      switch self {
      case .xSmall: 14
      case .small: 15
      case .medium: 16
      case .large: 17
      case .xLarge: 19
      case .xxLarge: 21
      case .xxxLarge: 23
      case .accessibility1: 28
      case .accessibility2: 33
      case .accessibility3: 40
      case .accessibility4: 47
      case .accessibility5: 53
      }
    return body / 17
  }
}

struct DynamicTypeSizeKey: EnvironmentKey {
  static let defaultValue = DynamicTypeSize.large
}

extension EnvironmentValues {
  /// The size the reader wants text in; `.large` unless a view above sets another.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }
}

extension View {
  /// Sets the text size of the views inside.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Keeps the text size of the views inside within `range`, whatever is set above: a layout
  /// that cannot grow past a size says so.
  public func dynamicTypeSize<Range: RangeExpression<DynamicTypeSize>>(_ range: Range) -> some View {
    transformEnvironment(\.dynamicTypeSize) { size in
      let all = DynamicTypeSize.allCases
      let allowed = all.filter { range.contains($0) }
      guard let smallest = allowed.first, let largest = allowed.last else { return }
      size = min(max(size, smallest), largest)
    }
  }
}

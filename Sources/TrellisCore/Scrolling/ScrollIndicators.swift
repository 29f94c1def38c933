/// When a scroll view shows its scroll bars; set with `scrollIndicators(_:axes:)`.
public struct ScrollIndicatorVisibility: Hashable, Sendable, CustomStringConvertible {
  enum Kind: Hashable, Sendable {
    case automatic, visible, hidden, never
  }

  let kind: Kind

  /// As the platform does: Trellis shows the bars while the pointer is over the scroll view.
  public static let automatic = ScrollIndicatorVisibility(kind: .automatic)
  /// Always shown while the content overflows, whether or not the pointer is over the view.
  public static let visible = ScrollIndicatorVisibility(kind: .visible)
  /// Not shown. (Where a platform can override this, Trellis does not.)
  public static let hidden = ScrollIndicatorVisibility(kind: .hidden)
  /// Never shown.
  public static let never = ScrollIndicatorVisibility(kind: .never)

  /// The visibility's name, such as `hidden`.
  public var description: String {
    switch kind {
    case .automatic: "automatic"
    case .visible: "visible"
    case .hidden: "hidden"
    case .never: "never"
    }
  }
}

struct VerticalScrollIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

struct HorizontalScrollIndicatorVisibilityKey: EnvironmentKey {
  static let defaultValue = ScrollIndicatorVisibility.automatic
}

extension EnvironmentValues {
  /// When scroll views show their vertical scroll bar.
  public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[VerticalScrollIndicatorVisibilityKey.self] }
    set { self[VerticalScrollIndicatorVisibilityKey.self] = newValue }
  }

  /// When scroll views show their horizontal scroll bar.
  public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
    get { self[HorizontalScrollIndicatorVisibilityKey.self] }
    set { self[HorizontalScrollIndicatorVisibilityKey.self] = newValue }
  }
}

extension View {
  /// Sets when the scroll views inside show their scroll bars along `axes`. A scroll view made
  /// with `showsIndicators: false` shows none whatever this says.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { thumbnails }
  ///     .scrollIndicators(.hidden)
  /// ```
  public func scrollIndicators(
    _ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]
  )
    -> some View
  {
    modifier(ScrollEnvironmentModifier(setting: .indicators(visibility, axes)))
  }
}

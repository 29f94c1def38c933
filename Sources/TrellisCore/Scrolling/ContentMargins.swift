/// Where content margins go in a view that has several: a scroll view's content or its
/// scroll bars.
public struct ContentMarginPlacement: Hashable, Sendable {
  private let name: String

  /// Both the content and the scroll bars of a scroll view.
  public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
  /// A scroll view's content, not its scroll bars.
  public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
  /// A scroll view's scroll bars, not its content.
  public static var scrollIndicators: ContentMarginPlacement {
    ContentMarginPlacement(name: "scrollIndicators")
  }
}

struct ScrollContentMarginsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets()
}

struct ScrollIndicatorMarginsKey: EnvironmentKey {
  static let defaultValue = EdgeInsets()
}

struct ScrollClipDisabledKey: EnvironmentKey {
  static let defaultValue = false
}

extension EnvironmentValues {
  /// How far scroll views inside inset their content from their edges.
  var scrollContentMargins: EdgeInsets {
    get { self[ScrollContentMarginsKey.self] }
    set { self[ScrollContentMarginsKey.self] = newValue }
  }

  /// How far scroll views inside inset their scroll bars from their edges.
  var scrollIndicatorMargins: EdgeInsets {
    get { self[ScrollIndicatorMarginsKey.self] }
    set { self[ScrollIndicatorMarginsKey.self] = newValue }
  }

  /// Whether scroll views inside draw their content beyond their bounds.
  var isScrollClipDisabled: Bool {
    get { self[ScrollClipDisabledKey.self] }
    set { self[ScrollClipDisabledKey.self] = newValue }
  }
}

extension EdgeInsets {
  /// These insets with those of `edges` taken from `other`.
  func replacing(_ edges: Edge.Set, with other: EdgeInsets) -> EdgeInsets {
    func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? max(0, value) : 0 }
    var result = self
    if edges.contains(.top) { result.top = clean(other.top) }
    if edges.contains(.leading) { result.leading = clean(other.leading) }
    if edges.contains(.bottom) { result.bottom = clean(other.bottom) }
    if edges.contains(.trailing) { result.trailing = clean(other.trailing) }
    return result
  }
}

extension View {
  /// Insets the content (and, with `.automatic`, the scroll bars) of the scroll views inside
  /// by `insets` on `edges`. The content still scrolls across the margins: they are room at
  /// the ends of the scrolled area and beside it, not a frame around the scroll view.
  ///
  /// ```swift
  /// ScrollView(.horizontal) { cards }
  ///     .contentMargins(.horizontal, 20)
  /// ```
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    modifier(ScrollEnvironmentModifier(setting: .margins(edges, insets, placement)))
  }

  /// Insets the content (and, with `.automatic`, the scroll bars) of the scroll views inside
  /// by `length` on `edges`; nil means none, the platform's default.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
  ) -> some View {
    let value = length ?? 0
    return contentMargins(
      edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
  }

  /// Insets the content (and, with `.automatic`, the scroll bars) of the scroll views inside
  /// by `length` on every edge.
  public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
    -> some View
  {
    contentMargins(.all, length, for: placement)
  }

  /// Lets the scroll views inside draw their content beyond their bounds (a card's shadow, a
  /// carousel's neighbors), when `disabled`. Only what lies inside them takes clicks.
  public func scrollClipDisabled(_ disabled: Bool = true) -> some View {
    modifier(ScrollEnvironmentModifier(setting: .clipDisabled(disabled)))
  }
}

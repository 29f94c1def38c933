/// Where a scroll view comes to rest: at page boundaries, or with a view at its leading edge.
///
/// A scroll view with one moves a whole step for each turn of the wheel or swipe: a page (its
/// visible length) with `.paging`, the next view of its `.scrollTargetLayout()` with
/// `.viewAligned`.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack {
///         ForEach(photos) { PhotoCard($0) }
///     }
///     .scrollTargetLayout()
/// }
/// .scrollTargetBehavior(.viewAligned)
/// ```
public protocol ScrollTargetBehavior: Sendable {
  /// Implementation detail: the built-in behavior this one selects.
  var _kind: ScrollTargetBehaviorKind { get }
}

/// Implementation detail: the built-in scroll target behaviors.
public struct ScrollTargetBehaviorKind: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case paging, viewAligned }
  let kind: Kind
}

/// Comes to rest at multiples of the scroll view's visible length.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
  /// The paging behavior.
  public init() {}
  /// Implementation detail: the built-in behavior.
  public var _kind: ScrollTargetBehaviorKind { ScrollTargetBehaviorKind(kind: .paging) }
}

/// Comes to rest with a view of the `.scrollTargetLayout()` at the leading (top) edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
  /// How many views one scroll may pass. Trellis moves one view per step of the wheel, whatever
  /// the limit, so the limits all behave alike.
  public struct LimitBehavior: Hashable, Sendable {
    private let value: Int
    /// The platform's choice.
    public static let automatic = LimitBehavior(value: 0)
    /// Always limited to a few views.
    public static let always = LimitBehavior(value: 1)
    /// Never limited.
    public static let never = LimitBehavior(value: 2)
  }

  /// The view-aligned behavior, with `limitBehavior`.
  public init(limitBehavior: LimitBehavior = .automatic) {}
  /// Implementation detail: the built-in behavior.
  public var _kind: ScrollTargetBehaviorKind { ScrollTargetBehaviorKind(kind: .viewAligned) }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// Page by page.
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// View by view.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }

  /// View by view, with `limitBehavior`.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior)
    -> ViewAlignedScrollTargetBehavior
  {
    ViewAlignedScrollTargetBehavior(limitBehavior: limitBehavior)
  }
}

struct ScrollTargetBehaviorKey: EnvironmentKey {
  static let defaultValue: ScrollTargetBehaviorKind? = nil
}

extension EnvironmentValues {
  var scrollTargetBehavior: ScrollTargetBehaviorKind? {
    get { self[ScrollTargetBehaviorKey.self] }
    set { self[ScrollTargetBehaviorKey.self] = newValue }
  }
}

extension View {
  /// Sets where the scroll views inside come to rest (see ``ScrollTargetBehavior``).
  public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View {
    environment(\.scrollTargetBehavior, behavior._kind)
  }

  /// Makes the views of this layout (a stack's, a grid's) the places a `.viewAligned` scroll
  /// view around it comes to rest at.
  public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
    modifier(ScrollTargetLayoutModifier(isEnabled: isEnabled))
  }
}

struct ScrollTargetLayoutModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = ScrollTargetLayoutNode
  let isEnabled: Bool
}

/// Marks the layout whose views a view-aligned scroll view rests at; lays out as its content.
final class ScrollTargetLayoutNode: PassThroughNode<ScrollTargetLayoutModifier> {}

/// What a default scroll anchor is used for: where a scroll view starts, what stays in place when
/// its content grows or shrinks, and where content smaller than the scroll view sits.
public struct ScrollAnchorRole: Hashable, Sendable {
  private let name: String

  /// Where the scroll view is first scrolled to: `.bottom` starts a chat at its latest message.
  public static var initialOffset: ScrollAnchorRole { ScrollAnchorRole(name: "initialOffset") }
  /// The point kept in place when the content's size changes: `.bottom` keeps the end in view as
  /// messages arrive.
  public static var sizeChanges: ScrollAnchorRole { ScrollAnchorRole(name: "sizeChanges") }
  /// Where content smaller than the scroll view sits along its scroll axes.
  public static var alignment: ScrollAnchorRole { ScrollAnchorRole(name: "alignment") }
}

struct DefaultScrollAnchorModifier: PrimitiveModifier {
  static var _appliesToEachViewOfAList: Bool { false }
  typealias NodeType = DefaultScrollAnchorNode
  let anchor: UnitPoint?
  let roles: [ScrollAnchorRole]
}

/// Hands the anchor to the nearest scroll view inside.
final class DefaultScrollAnchorNode: PassThroughNode<DefaultScrollAnchorModifier> {
  override var isTransparentAroundSeveralViews: Bool { true }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    for role in modifier.roles { values.scrollViewLinks.anchors[role] = modifier.anchor }
    return values
  }

  override func modifierDidChange(from old: DefaultScrollAnchorModifier) {
    forEachChild { $0.environmentDidChange(environmentForChildren) }
  }
}

extension View {
  /// Anchors the scroll view this modifies at `anchor` of its content: it starts scrolled there,
  /// keeps that point in place as the content's size changes, and sets content smaller than
  /// itself there. `.bottom` makes a chat that starts at, and stays at, its latest message.
  ///
  /// ```swift
  /// ScrollView {
  ///     LazyVStack { ForEach(messages) { MessageRow($0) } }
  /// }
  /// .defaultScrollAnchor(.bottom)
  /// ```
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    modifier(DefaultScrollAnchorModifier(anchor: anchor, roles: [.initialOffset, .sizeChanges, .alignment]))
  }

  /// Anchors the scroll view this modifies at `anchor` for one `role` only.
  public func defaultScrollAnchor(_ anchor: UnitPoint?, for role: ScrollAnchorRole) -> some View {
    modifier(DefaultScrollAnchorModifier(anchor: anchor, roles: [role]))
  }
}

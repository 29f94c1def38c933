struct LayoutPriorityModifier: PrimitiveModifier {
  typealias NodeType = LayoutPriorityNode
  let priority: Double
}

final class LayoutPriorityNode: PassThroughNode<LayoutPriorityModifier> {
  override var layoutPriority: Double { modifier.priority }
}

struct LayoutValueModifier<K: LayoutValueKey>: PrimitiveModifier {
  typealias NodeType = LayoutValueNode<K>
  let value: K.Value
}

final class LayoutValueNode<K: LayoutValueKey>: PassThroughNode<LayoutValueModifier<K>> {
  override func layoutValue(_ key: ObjectIdentifier) -> Any? {
    key == ObjectIdentifier(K.self) ? modifier.value : super.layoutValue(key)
  }
}

struct AccessibilityIdentifierModifier: PrimitiveModifier {
  typealias NodeType = AccessibilityIdentifierNode
  let identifier: String
}

final class AccessibilityIdentifierNode: PassThroughNode<AccessibilityIdentifierModifier> {
  override func modifierDidChange(from old: AccessibilityIdentifierModifier) {}

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    var nodes = super.layoutTreeNodes()
    if !nodes.isEmpty { nodes[0].id = modifier.identifier }
    return nodes
  }
}

struct IdentityModifier: PrimitiveModifier {
  typealias NodeType = IdentityNode
  let id: AnyHashable
}

/// `.id(_:)`: a new id is a new view; the old one's state is dropped.
final class IdentityNode: PassThroughNode<IdentityModifier> {
  override func modifierDidChange(from old: IdentityModifier) {
    guard old.id != modifier.id else { return }
    if let content { graph.retire(content) }
    content = nil
    subviewsDidChange()
    replacedInPass = graph.passNumber
  }

  private var replacedInPass: Int?

  override func didPlace() {
    super.didPlace()
  }

  override func subviewsDidChange() {
    super.subviewsDidChange()
    if replacedInPass == graph.passNumber, let content {
      replacedInPass = nil
      graph.introduce(content)
    }
  }
}

struct AlignmentGuideModifier: PrimitiveModifier {
  typealias NodeType = AlignmentGuideNode
  let key: AlignmentKey
  let computeValue: (ViewDimensions) -> CGFloat
}

/// `.alignmentGuide`: sets where a guide lies in the view, in terms of its dimensions.
final class AlignmentGuideNode: PassThroughNode<AlignmentGuideModifier> {
  override func didInstall() { graph.explicitGuides.register(modifier.key) }

  override func modifierDidChange(from old: AlignmentGuideModifier) {
    graph.explicitGuides.register(modifier.key)
    super.modifierDidChange(from: old)
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    guard key == modifier.key else { return super.explicitAlignment(key, size: size) }
    let content = subviews.count == 1 ? subviews[0] : nil
    let value = modifier.computeValue(ViewDimensions(size: size, guides: content))
    return value.isFinite ? value : nil
  }
}

extension View {
  /// Sets the priority stacks give this view when sharing out space (default 0).
  public func layoutPriority(_ value: Double) -> some View {
    modifier(LayoutPriorityModifier(priority: value.isFinite ? value : 0))
  }

  /// Hands `value` for `key` to the layout containing this view.
  public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
    modifier(LayoutValueModifier<K>(value: value))
  }

  /// Names the view for tests and tools: it appears as `id` in the layout tree.
  public func accessibilityIdentifier(_ identifier: String) -> some View {
    modifier(AccessibilityIdentifierModifier(identifier: identifier))
  }

  /// Gives the view an explicit identity: when `id` changes, it is a new view with fresh state.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    modifier(IdentityModifier(id: AnyHashable(id)))
  }

  /// Sets where a horizontal guide lies in this view.
  public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
  }

  /// Sets where a vertical guide lies in this view.
  public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
    -> some View
  {
    modifier(AlignmentGuideModifier(key: g.key, computeValue: computeValue))
  }
}

/// A reusable change to a view: its `body(content:)` builds a new view around the view it is
/// applied to, which it receives as `content`.
///
/// ```swift
/// struct ScaleAndFade: ViewModifier {
///     var isActive: Bool
///     func body(content: Content) -> some View {
///         content.scaleEffect(isActive ? 0.1 : 1).opacity(isActive ? 0 : 1)
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
  /// The type of the modified view.
  associatedtype Body: View
  /// The view the modifier is applied to.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view.
  @ViewBuilder func body(content: Content) -> Body

  /// Implementation detail: makes the node of `content` modified by `modifier`.
  static func _makeModified<C: View>(_ modifier: Self, content: C, parent: _Node) -> _Node
  /// Implementation detail: updates a node made by `_makeModified`.
  static func _updateModified<C: View>(_ node: _Node, modifier: Self, content: C)

  /// Implementation detail: whether the modifier, applied to a list of views (a `Group`, a
  /// `ForEach`), applies to each of them, as modifiers do in SwiftUI. False for modifiers that
  /// only hand values down, which are the same once around the list, and for presentations,
  /// which must present once.
  static var _appliesToEachViewOfAList: Bool { get }
}

extension ViewModifier {
  public static func _makeModified<C: View>(_ modifier: Self, content: C, parent: _Node) -> _Node {
    ModifierBodyNode(modifier: modifier, content: content, parent: parent)
  }

  public static func _updateModified<C: View>(_ node: _Node, modifier: Self, content: C) {
    unsafeDowncast(node, to: ModifierBodyNode<Self, C>.self).update(modifier: modifier, content: content)
  }

  public static var _appliesToEachViewOfAList: Bool { true }
}

extension ViewModifier where Body == Never {
  public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
  /// The view the modifier applies to.
  public var content: Content
  /// The modifier.
  public var modifier: Modifier

  /// A view with a modifier applied.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  /// Primitive: Trellis draws it itself.
  public typealias Body = Never
  public var body: Never { fatalError("ModifiedContent has no body") }

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    if Content._isViewList && Modifier._appliesToEachViewOfAList {
      return Content._makeNode(view.content, eachModifiedBy: view.modifier, parent: parent)
    }
    return Modifier._makeModified(view.modifier, content: view.content, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    if Content._isViewList && Modifier._appliesToEachViewOfAList {
      Content._updateNode(node, with: view.content, eachModifiedBy: view.modifier)
    } else {
      Modifier._updateModified(node, modifier: view.modifier, content: view.content)
    }
  }

  /// A list stays a list under its modifiers: `Group { … }.padding().border(.red)` borders each
  /// padded view.
  public static var _isViewList: Bool { Content._isViewList }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    if Modifier._appliesToEachViewOfAList {
      // Each view gets this modifier, then the new one.
      return Content._makeNode(
        view.content,
        eachModifiedBy: ModifiedContent<Modifier, M>(content: view.modifier, modifier: modifier),
        parent: parent)
    }
    return Modifier._makeModified(
      view.modifier, content: _EachModified(content: view.content, modifier: modifier), parent: parent)
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    if Modifier._appliesToEachViewOfAList {
      Content._updateNode(
        node, with: view.content,
        eachModifiedBy: ModifiedContent<Modifier, M>(content: view.modifier, modifier: modifier))
    } else {
      Modifier._updateModified(
        node, modifier: view.modifier, content: _EachModified(content: view.content, modifier: modifier))
    }
  }
}

/// A view list with a modifier applied to each of its views, inside a modifier that applies to
/// the list once (an environment value set around a `Group` that is then padded).
struct _EachModified<Content: View, Modifier: ViewModifier>: PrimitiveView {
  let content: Content
  let modifier: Modifier

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    Content._makeNode(view.content, eachModifiedBy: view.modifier, parent: parent)
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    Content._updateNode(node, with: view.content, eachModifiedBy: view.modifier)
  }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
  public func body(content: _ViewModifier_Content<Self>) -> some View {
    content.modifier(self.content).modifier(modifier)
  }
}

extension ViewModifier {
  /// This modifier followed by `modifier`.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

extension View {
  /// Applies `modifier` to this view.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// The placeholder for the view a modifier is applied to, inside the modifier's body.
public struct _ViewModifier_Content<Modifier: ViewModifier>: PrimitiveView {
  unowned(unsafe) let host: any ModifierContentHost
  /// Counts the contents the host was handed. A view of the modifier's body that holds this
  /// placeholder (a card wrapping it, say) compares it by its bytes: without the count, a new
  /// content would look the same as the old, and that view would not pass it on.
  let generation: Int

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    view.host.makeContentNode(parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    view.host.updateContentNode(node)
  }
}

/// The node that owns the content a modifier body places.
@MainActor
public protocol ModifierContentHost: AnyObject {
  /// Implementation detail.
  func makeContentNode(parent: _Node) -> _Node
  /// Implementation detail.
  func updateContentNode(_ node: _Node)
}

/// The node of a view modified by a modifier with a body.
final class ModifierBodyNode<M: ViewModifier, C: View>: CompositeNodeBase, ModifierContentHost {
  /// The modifier, its dynamic properties linked to this node in place (see `linkProperties()`).
  var modifier: M
  var content: C
  /// The content's node (a descendant, so holding it creates no cycle).
  private var contentNode: _Node?
  /// Whether the modifier has custom dynamic properties to update before each body.
  private let hasUpdates = DynamicProperties.plan(for: M.self).hasUpdates
  /// Bumped with each content handed to the body (see `_ViewModifier_Content.generation`).
  private var contentGeneration = 0

  init(modifier: M, content: C, parent: _Node) {
    self.modifier = modifier
    self.content = content
    super.init(parent: parent)
    linkProperties()
    evaluate()
  }

  func update(modifier newModifier: M, content newContent: C) {
    content = newContent
    if !isDirty, ViewComparison.viewsEqual(modifier, newModifier) {
      if let contentNode, contentNode.isAlive { C._updateNode(contentNode, with: content) }
      return
    }
    if let animatable = animatableType(of: M.self) {
      func replace<A: Animatable>(_: A.Type) {
        // `A` is `M`, known here to be `Animatable`.
        withUnsafeMutablePointer(to: &modifier) { address in
          replaceAnimatable(at: UnsafeMutableRawPointer(address).assumingMemoryBound(to: A.self)) {
            address.pointee = newModifier
          }
        }
      }
      replace(animatable)
    } else {
      modifier = newModifier
    }
    contentGeneration &+= 1
    linkProperties()
    evaluate()
  }

  override func advanceBodyAnimation(_ animator: AnyObject, to time: Double) -> Bool {
    guard let animatable = animatableType(of: M.self) else { return false }
    func advance<A: Animatable>(_: A.Type) -> Bool {
      withUnsafeMutablePointer(to: &modifier) { address in
        advanceAnimatable(
          at: UnsafeMutableRawPointer(address).assumingMemoryBound(to: A.self), animator, to: time)
      }
    }
    return advance(animatable)
  }

  /// Runs the `update()` of the modifier's custom dynamic properties before its body: what they
  /// read counts as the body's reads.
  private func updateProperties() {
    let plan = DynamicProperties.plan(for: M.self)
    ViewGraph.trackingReads(as: self) {
      withUnsafeMutableAddress(of: &modifier) { DynamicProperties.update($0, plan: plan) }
    }
  }

  /// Links the dynamic properties of `modifier` where the node keeps it, on which the body is
  /// then evaluated.
  private func linkProperties() {
    withUnsafeMutableAddress(of: &modifier) { DynamicProperties.link($0, to: self) }
  }

  override func evaluate() {
    guard isAlive else { return }
    isDirty = false
    if hasUpdates { updateProperties() }
    let body = graph.evaluateBody(of: self) {
      modifier.body(content: _ViewModifier_Content<M>(host: self, generation: contentGeneration))
    }
    if let child {
      M.Body._updateNode(child, with: body)
    } else {
      child = M.Body._makeNode(body, parent: self)
    }
  }

  func makeContentNode(parent: _Node) -> _Node {
    let node = C._makeNode(content, parent: parent)
    contentNode = node
    return node
  }

  func updateContentNode(_ node: _Node) {
    contentNode = node
    C._updateNode(node, with: content)
  }
}

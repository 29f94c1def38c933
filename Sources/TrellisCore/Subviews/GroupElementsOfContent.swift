/// The content of a `Group(subviews:transform:)`: what the transform makes of the subviews of a
/// view. Trellis makes it for you; you do not use it directly.
public typealias GroupElementsOfContent<Subviews: View, Content: View> = _ResolvedContent<
  Subviews, SubviewsCollection, Content
>

/// The content of a `Group(sections:transform:)`: what the transform makes of the sections of a
/// view. Trellis makes it for you; you do not use it directly.
public typealias GroupSectionsOfContent<Sections: View, Content: View> = _ResolvedContent<
  Sections, SectionCollection, Content
>

/// Implementation detail: what a transform makes of what is read from a view, its subviews or
/// its sections (`GroupElementsOfContent`, `GroupSectionsOfContent`).
public struct _ResolvedContent<Base: View, Resolved, Content: View>: View {
  let base: Base
  let resolve: @MainActor (SubviewsResolverNode) -> Resolved
  let transform: (Resolved) -> Content

  public var body: Never { fatalError("\(Self.self) is a primitive view and has no body") }

  /// What the transform makes may be several views, each a view of the container around.
  public static var _isViewList: Bool { true }

  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    SubviewsContainer.makeNode(view.program(modifier: EmptyModifier?.none), parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    SubviewsContainer.updateNode(node, with: view.program(modifier: EmptyModifier?.none))
  }

  public static func _makeNode<M: ViewModifier>(_ view: Self, eachModifiedBy modifier: M, parent: _Node)
    -> _Node
  {
    SubviewsContainer.makeNode(view.program(modifier: modifier), parent: parent)
  }

  public static func _updateNode<M: ViewModifier>(_ node: _Node, with view: Self, eachModifiedBy modifier: M)
  {
    SubviewsContainer.updateNode(node, with: view.program(modifier: modifier))
  }

  private func program<M: ViewModifier>(modifier: M?) -> SubviewsResolverNode.Program {
    .make(base: base, resolve: resolve, transform: transform, modifier: modifier)
  }
}

extension Group {
  /// A group of what `transform` makes of the subviews of `view`: the way to write a container
  /// that arranges, wraps or picks the views it is given.
  ///
  /// ```swift
  /// Group(subviews: content) { subviews in
  ///     HStack {
  ///         if let first = subviews.first { first.padding() }
  ///         VStack { subviews[1...] }
  ///     }
  /// }
  /// ```
  ///
  /// The transform runs again when the group is updated and when the content's set of views
  /// changes; the content's views keep their state however the transform arranges them.
  public init<Base: View, Result: View>(
    subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
  ) where Content == GroupElementsOfContent<Base, Result> {
    self.init(content: _ResolvedContent(base: view, resolve: { $0.resolveSubviews() }, transform: transform))
  }

  /// A group of what `transform` makes of the sections of `view`: its `Section`s, and each run
  /// of views between them as a section with no header or footer.
  public init<Base: View, Result: View>(
    sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
  ) where Content == GroupSectionsOfContent<Base, Result> {
    self.init(content: _ResolvedContent(base: view, resolve: { $0.resolveSections() }, transform: transform))
  }
}

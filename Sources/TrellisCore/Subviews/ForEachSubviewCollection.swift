/// The data of a `ForEach(subviews:content:)`: the view whose subviews it shows. Trellis makes
/// it for you; you do not use it directly.
public typealias ForEachSubviewCollection<Content: View> = _ForEachResolvedCollection<Subview, Content>

/// The data of a `ForEach(sections:content:)`: the view whose sections it shows. Trellis makes
/// it for you; you do not use it directly.
public typealias ForEachSectionCollection<Content: View> = _ForEachResolvedCollection<
  SectionConfiguration, Content
>

/// Implementation detail: the data of a `ForEach` over what is read from a view, its subviews
/// or its sections.
///
/// They are known only once the `ForEach` is in a view's body, where its node reads them from
/// the view; as a value, the collection has no elements.
public struct _ForEachResolvedCollection<Element, Content: View>: RandomAccessCollection {
  let makeProgram: @MainActor (_ eachModifiedBy: (any ViewModifier)?) -> SubviewsResolverNode.Program

  /// Zero.
  public var startIndex: Int { 0 }
  /// Zero: see the type's discussion.
  public var endIndex: Int { 0 }

  /// Never called: the collection has no elements as a value.
  public subscript(position: Int) -> Element {
    preconditionFailure("\(Self.self) has no elements outside a view graph")
  }
}

/// The data of a `ForEach` that reads a view's subviews or sections.
protocol SubviewsForEachData {
  @MainActor func program(eachModifiedBy modifier: (any ViewModifier)?) -> SubviewsResolverNode.Program
}

extension _ForEachResolvedCollection: SubviewsForEachData {
  func program(eachModifiedBy modifier: (any ViewModifier)?) -> SubviewsResolverNode.Program {
    makeProgram(modifier)
  }
}

extension ForEach {
  /// One view per subview of `view`, made by `content`: the way to write a container that
  /// wraps or arranges each view it is given.
  ///
  /// ```swift
  /// VStack {
  ///     ForEach(subviews: content) { subview in
  ///         subview.padding().background(.yellow)
  ///     }
  /// }
  /// ```
  @MainActor
  public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
  where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
    self.init(
      data: ForEachSubviewCollection { modifier in
        SubviewsResolverNode.Program.forEach(
          base: view, resolve: { $0.resolveSubviews().subviews }, content: content, modifier: modifier)
      },
      idOf: \.id, content: content)
  }

  /// One view per section of `view`, made by `content`: its `Section`s, and each run of views
  /// between them as a section with no header or footer.
  ///
  /// ```swift
  /// ForEach(sections: content) { section in
  ///     VStack {
  ///         HStack { section.header }
  ///         section.content
  ///     }
  /// }
  /// ```
  @MainActor
  public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
  where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
    self.init(
      data: ForEachSectionCollection { modifier in
        SubviewsResolverNode.Program.forEach(
          base: view, resolve: { $0.resolveSections().sections }, content: content, modifier: modifier)
      },
      idOf: \.id, content: content)
  }
}

extension SubviewsResolverNode.Program {
  /// A program whose result is a `ForEach` over what `resolve` reads from `base`.
  @MainActor static func forEach<Base: View, Element: Identifiable, Content: View>(
    base: Base, resolve: @escaping @MainActor (SubviewsResolverNode) -> [Element],
    content: @escaping (Element) -> Content, modifier: (any ViewModifier)?
  ) -> Self {
    func make<M: ViewModifier>(_ modifier: M?) -> Self {
      .make(base: base, resolve: resolve, transform: { ForEach($0, content: content) }, modifier: modifier)
    }
    guard let modifier else { return make(EmptyModifier?.none) }
    func open<M: ViewModifier>(_ modifier: M) -> Self { make(modifier) }
    return open(modifier)
  }
}

/// Builds a view from the statements of a closure: several views, `if`/`else`, `switch`, and
/// optionals, with no limit on the number of children.
@resultBuilder
public enum ViewBuilder {
  /// An empty block builds nothing.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A single view is passed through.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views build a tuple view.
  @inlinable public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }

  /// A view expression.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An `if` with no `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    .trueContent(first)
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    .falseContent(second)
  }

  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

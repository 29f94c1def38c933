/// The view handed to the content closure of `phaseAnimator` or `keyframeAnimator`, or to a
/// `Transition`'s `body`: it stands for the view being changed.
public struct PlaceholderContentView<Value>: View {
  let content: AnyView

  init(_ content: AnyView) { self.content = content }

  /// The view it stands for.
  public var body: some View { content }
}

extension View {
  /// Fills the sheet or full-screen cover this view is in with `style` instead of the window's
  /// background.
  ///
  /// ```swift
  /// .sheet(isPresented: $showsInfo) {
  ///     InfoView()
  ///         .presentationBackground(.thinMaterial)
  /// }
  /// ```
  public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
    modifier(PresentationBackgroundModifier(background: .style(AnyShapeStyle(style))))
  }

  /// Puts `content` behind the sheet or full-screen cover this view is in, filling it, instead of
  /// the window's background.
  ///
  /// ```swift
  /// InfoView()
  ///     .presentationBackground {
  ///         LinearGradient(colors: [.teal, .blue], startPoint: .top, endPoint: .bottom)
  ///     }
  /// ```
  public func presentationBackground<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
    -> some View
  {
    modifier(PresentationBackgroundModifier(background: .view(AnyView(content()), alignment: alignment)))
  }

  /// Rounds the corners of the sheet this view is in by `cornerRadius` points; nil keeps the
  /// sheet's usual 10. NaN, infinite and negative radii count as nil.
  public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
    let radius = cornerRadius.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    return modifier(PresentationCornerRadiusModifier(radius: radius))
  }
}

struct PresentationBackgroundModifier: PrimitiveModifier {
  typealias NodeType = PresentationBackgroundNode
  let background: PresentationChrome.Background
}

/// Hands its background to the sheet it is in, and takes it back when it leaves.
final class PresentationBackgroundNode: PassThroughNode<PresentationBackgroundModifier> {
  private weak var chrome: PresentationChrome?

  override func didInstall() {
    super.didInstall()
    chrome = environment.presentationChrome
    chrome?.setBackground(modifier.background, from: self)
  }

  override func modifierDidChange(from old: PresentationBackgroundModifier) {
    chrome?.setBackground(modifier.background, from: self)
  }

  override func dispose() {
    chrome?.setBackground(nil, from: self)
    super.dispose()
  }
}

struct PresentationCornerRadiusModifier: PrimitiveModifier {
  typealias NodeType = PresentationCornerRadiusNode
  let radius: CGFloat?
}

/// Hands its corner radius to the sheet it is in, and takes it back when it leaves.
final class PresentationCornerRadiusNode: PassThroughNode<PresentationCornerRadiusModifier> {
  private weak var chrome: PresentationChrome?

  override func didInstall() {
    super.didInstall()
    chrome = environment.presentationChrome
    chrome?.setCornerRadius(modifier.radius, from: self)
  }

  override func modifierDidChange(from old: PresentationCornerRadiusModifier) {
    if old.radius != modifier.radius { chrome?.setCornerRadius(modifier.radius, from: self) }
  }

  override func dispose() {
    chrome?.setCornerRadius(nil, from: self)
    super.dispose()
  }
}

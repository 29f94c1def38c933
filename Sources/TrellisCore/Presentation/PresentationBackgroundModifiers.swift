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

struct PresentationBackgroundModifier: PresentationChromeSetting {
  typealias NodeType = PresentationChromeNode<Self>
  let background: PresentationChrome.Background

  func apply(to chrome: PresentationChrome, from owner: AnyObject, removing: Bool) {
    chrome.setBackground(removing ? nil : background, from: owner)
  }
}

struct PresentationCornerRadiusModifier: PresentationChromeSetting {
  typealias NodeType = PresentationChromeNode<Self>
  let radius: CGFloat?

  func apply(to chrome: PresentationChrome, from owner: AnyObject, removing: Bool) {
    chrome.setCornerRadius(removing ? nil : radius, from: owner)
  }
}

/// A modifier that hands something to the chrome of the sheet it is in (`.presentationBackground`,
/// `.presentationCornerRadius`, `.presentationSizing`).
protocol PresentationChromeSetting: PrimitiveModifier {
  /// Hands the setting to `chrome`, or takes it back when `removing`.
  func apply(to chrome: PresentationChrome, from owner: AnyObject, removing: Bool)
}

/// Hands its modifier's setting to the sheet it is in, and takes it back when it leaves.
final class PresentationChromeNode<M: PresentationChromeSetting>: PassThroughNode<M> {
  private weak var chrome: PresentationChrome?

  override func didInstall() {
    super.didInstall()
    chrome = environment.presentationChrome
    if let chrome { modifier.apply(to: chrome, from: self, removing: false) }
  }

  /// Handed again; the chrome leaves alone what did not change.
  override func modifierDidChange(from old: M) {
    if let chrome { modifier.apply(to: chrome, from: self, removing: false) }
  }

  override func dispose() {
    if let chrome { modifier.apply(to: chrome, from: self, removing: true) }
    super.dispose()
  }
}

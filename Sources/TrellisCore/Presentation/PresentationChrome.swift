import Observation

/// What the views inside a sheet ask of the panel that holds them (`.presentationBackground`,
/// `.presentationCornerRadius`, `.presentationSizing`). The panel's background view reads it apart from the content, so
/// that setting a background, which cannot be compared with the last one, redraws the panel
/// without evaluating the content again.
@Observable @MainActor
final class PresentationChrome {
  /// What a sheet's panel is filled with.
  enum Background {
    case style(AnyShapeStyle)
    case view(AnyView, alignment: Alignment)
  }

  /// The background asked for, and the modifier that asked; nil is the window's background.
  private(set) var background: Background?
  @ObservationIgnored private var backgroundOwner: ObjectIdentifier?
  /// The corner radius asked for; nil is the panel's usual 10 points.
  private(set) var cornerRadius: CGFloat?
  @ObservationIgnored private var cornerRadiusOwner: ObjectIdentifier?

  /// The sizing asked for; nil is `.automatic`.
  private(set) var sizing: (any PresentationSizing)?
  @ObservationIgnored private var sizingOwner: ObjectIdentifier?
  /// The largest size the panel had, for a sticky sizing.
  @ObservationIgnored let stickySize = PresentationStickySize()

  func setSizing(_ sizing: (any PresentationSizing)?, from owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    guard sizing != nil || sizingOwner == id else { return }
    sizingOwner = sizing == nil ? nil : id
    self.sizing = sizing
  }

  func setBackground(_ background: Background?, from owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    // Taking back a background is only for the modifier that set the current one.
    guard background != nil || backgroundOwner == id else { return }
    backgroundOwner = background == nil ? nil : id
    self.background = background
  }

  func setCornerRadius(_ radius: CGFloat?, from owner: AnyObject) {
    let id = ObjectIdentifier(owner)
    guard radius != nil || cornerRadiusOwner == id else { return }
    cornerRadiusOwner = radius == nil ? nil : id
    // Compared, so that a sheet whose content is evaluated again is not laid out again.
    if cornerRadius != radius { cornerRadius = radius }
  }
}

extension EnvironmentValues {
  /// The chrome of the sheet the views are in, if any.
  var presentationChrome: PresentationChrome? {
    get { self[PresentationChromeKey.self] }
    set { self[PresentationChromeKey.self] = newValue }
  }
}

private struct PresentationChromeKey: EnvironmentKey {
  static var defaultValue: PresentationChrome? { nil }
}

/// A sheet's panel background: what the content asked for, or the window's background.
struct PresentationPanelBackground: View {
  let chrome: PresentationChrome

  var body: some View {
    switch chrome.background {
    case .style(let style)?:
      Rectangle().fill(style)
    case .view(let view, let alignment)?:
      view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)
    case nil:
      Color.windowBackgroundColor
    }
  }
}

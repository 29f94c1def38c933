extension View {
  /// Sets the title the navigation bar shows while this view's level is on top, and the back
  /// button of the level above shows.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(Text(title))
  }

  /// Sets the navigation bar's title to a styled `Text`.
  public func navigationTitle(_ title: Text) -> some View {
    modifier(NavigationChromeModifier(setting: .title(title)))
  }

  /// Sets the line the navigation bar shows under its title while this view's level is on top,
  /// in a smaller, secondary font, as a macOS window's toolbar does.
  ///
  /// ```swift
  /// MailboxView()
  ///     .navigationTitle("Inbox")
  ///     .navigationSubtitle("\(unread) unread")
  /// ```
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    navigationSubtitle(Text(subtitle))
  }

  /// Sets the line under the navigation bar's title to a styled `Text`.
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    modifier(NavigationChromeModifier(setting: .subtitle(subtitle)))
  }

  /// Hides the bar's back button while this view's level is on top; `dismiss` still pops it.
  public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
    modifier(NavigationChromeModifier(setting: .backButtonHidden(hidesBackButton)))
  }
}

/// Sets something the navigation bar shows for the level the view is on.
struct NavigationChromeModifier: PrimitiveModifier {
  typealias NodeType = NavigationChromeNode

  enum Setting: Equatable {
    case title(Text)
    case subtitle(Text)
    case backButtonHidden(Bool)
    case bar(NavigationBarAppearance.Part)
    case titleMenu(AnyView)
    case containerBackground(AnyShapeStyle)

    static func == (lhs: Setting, rhs: Setting) -> Bool {
      switch (lhs, rhs) {
      case (.title(let a), .title(let b)): a == b
      case (.subtitle(let a), .subtitle(let b)): a == b
      case (.backButtonHidden(let a), .backButtonHidden(let b)): a == b
      case (.bar(let a), .bar(let b)): a == b
      // Views cannot be compared: a menu is handed on whenever the view is updated.
      case (.titleMenu, .titleMenu): false
      case (.containerBackground, .containerBackground): false
      default: false
      }
    }
  }

  /// Nil for a setting aimed at a bar Trellis does not draw.
  let setting: Setting?
}

/// Hands its setting to its level, and takes it back when removed.
final class NavigationChromeNode: PassThroughNode<NavigationChromeModifier> {
  private weak var level: NavigationLevelNode?

  override func didInstall() {
    super.didInstall()
    apply()
  }

  override func modifierDidChange(from old: NavigationChromeModifier) {
    apply()
  }

  override func dispose() {
    // A level being removed as a whole needs not be told.
    if let level, level.isAlive { apply(removing: true) }
    super.dispose()
  }

  private func apply(removing: Bool = false) {
    guard let level = level ?? environment.navigationScope?.level else { return }
    self.level = level
    switch modifier.setting {
    case .title(let title)?: level.setTitle(removing ? nil : title, from: self)
    case .subtitle(let subtitle)?: level.setSubtitle(removing ? nil : subtitle, from: self)
    case .backButtonHidden(let hidden)?: level.setBackButtonHidden(removing ? nil : hidden, from: self)
    case .bar(let part)?: level.setBarAppearance(removing ? nil : part, from: self)
    case .titleMenu(let menu)?: level.setTitleMenu(removing ? nil : menu, from: self)
    case .containerBackground(let style)?: level.setContainerBackground(removing ? nil : style, from: self)
    // Only bar settings are aimed elsewhere: this one sets nothing on the bar.
    case nil: level.setBarAppearance(nil, from: self)
    }
  }
}

/// How a navigation bar shows its title: `.navigationBarTitleDisplayMode(_:)` takes one.
public struct NavigationBarItem: Sendable {
  /// Large (iOS's big heading under the bar), inline, or as the platform likes.
  public enum TitleDisplayMode: Hashable, Sendable {
    /// As the platform likes: inline in Trellis.
    case automatic
    /// In the bar, in the headline font.
    case inline
    /// Large on iOS; inline in Trellis, as on macOS.
    case large
  }
}

extension View {
  /// Asks for the navigation bar's title to show large or inline. Trellis's bar, like macOS's,
  /// always shows it inline in the middle of the bar, so the modifier changes nothing; it is
  /// here so that code written for iOS compiles.
  public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
    self
  }
}

extension View {
  /// Makes the navigation bar's title open a menu of `content`'s items, with a chevron after it,
  /// as a document app's title offers Rename and Duplicate.
  ///
  /// ```swift
  /// DocumentView()
  ///     .navigationTitle(document.name)
  ///     .toolbarTitleMenu {
  ///         RenameButton()
  ///         Button("Duplicate") { duplicate() }
  ///     }
  /// ```
  public func toolbarTitleMenu<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    modifier(NavigationChromeModifier(setting: .titleMenu(AnyView(content()))))
  }
}

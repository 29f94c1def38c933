/// One level of a navigation stack: the root or a pushed view. Levels are distinct children of
/// the stack's node, so each keeps its state while it is on the stack, shown or covered.
final class NavigationLevelNode: LayoutNode {
  /// What a level shows.
  enum Entry: Equatable {
    case root
    /// A value of the path.
    case value(AnyHashable)
    /// The view of a `navigationDestination(isPresented:)`, by its modifier's node.
    case presented(ObjectIdentifier)
  }

  unowned let stack: NavigationStackNode
  let entry: Entry
  /// The version of the registration the content was built from (nil: not built from one).
  var contentVersion: Int?
  private var titles: [NavigationChromeValue<Text>] = []
  private var subtitles: [NavigationChromeValue<Text>] = []
  private var backButtonHidden: [NavigationChromeValue<Bool>] = []
  private var toolbars: [NavigationChromeValue<[ToolbarEntry]>] = []
  private var barParts: [NavigationChromeValue<NavigationBarAppearance.Part>] = []
  private var titleMenus: [NavigationChromeValue<AnyView>] = []
  private var containerBackgrounds: [NavigationChromeValue<AnyShapeStyle>] = []

  init(parent: _Node, stack: NavigationStackNode, entry: Entry) {
    self.stack = stack
    self.entry = entry
    super.init(parent: parent)
  }

  private lazy var scope = NavigationScope(stack: stack, level: self)

  /// Pops this level and those above it. Made once: the environment is asked for often.
  lazy var dismissAction = DismissAction { [weak self] in
    guard let self, self.isAlive else { return }
    self.stack.pop(from: self)
  }

  override var environmentForChildren: EnvironmentValues {
    var values = environment
    values.navigationScope = scope
    if entry != .root {
      // A search set on the stack belongs to its root level.
      values.pendingSearch = nil
      values.dismiss = dismissAction
      values.isPresented = true
    }
    return values
  }

  // MARK: Chrome: what the bar shows for this level

  /// The title set outermost on the level: an outer modifier wins, as SwiftUI's preference does.
  var title: Text? { titles.min { $0.depth < $1.depth }?.value }

  /// The subtitle set outermost on the level.
  var subtitle: Text? { subtitles.min { $0.depth < $1.depth }?.value }

  func setSubtitle(_ subtitle: Text?, from owner: _Node) {
    NavigationChromeValue.set(subtitle, from: owner, level: self, in: &subtitles)
    chromeDidChange()
  }

  /// Whether the outermost `navigationBarBackButtonHidden` on the level hides the back button.
  var hidesBackButton: Bool { backButtonHidden.min { $0.depth < $1.depth }?.value ?? false }

  /// The toolbar items of every `.toolbar` on the level, outermost first.
  var toolbarItems: [ToolbarEntry] { toolbars.sorted { $0.depth < $1.depth }.flatMap(\.value) }

  func setTitle(_ title: Text?, from owner: _Node) {
    NavigationChromeValue.set(title, from: owner, level: self, in: &titles)
    chromeDidChange()
  }

  /// The items of the outermost `.toolbarTitleMenu` on the level, which the title opens.
  var titleMenu: AnyView? { titleMenus.min { $0.depth < $1.depth }?.value }

  func setTitleMenu(_ menu: AnyView?, from owner: _Node) {
    NavigationChromeValue.set(menu, from: owner, level: self, in: &titleMenus)
    chromeDidChange()
  }

  /// What the outermost `.containerBackground(_:for: .navigation)` on the level fills it with.
  var containerBackground: AnyShapeStyle? { containerBackgrounds.min { $0.depth < $1.depth }?.value }

  func setContainerBackground(_ style: AnyShapeStyle?, from owner: _Node) {
    NavigationChromeValue.set(style, from: owner, level: self, in: &containerBackgrounds)
    // Only this level's drawing changes: the bar and the stack are as they were.
    if isAlive { graph.setNeedsDisplay(frame) }
  }

  func setBackButtonHidden(_ hidden: Bool?, from owner: _Node) {
    NavigationChromeValue.set(hidden, from: owner, level: self, in: &backButtonHidden)
    chromeDidChange()
  }

  /// How the bar looks for this level: each part from the outermost modifier setting it.
  var barAppearance: NavigationBarAppearance {
    var appearance = NavigationBarAppearance()
    // Innermost first, so that outer modifiers overwrite.
    for part in barParts.sorted(by: { $0.depth > $1.depth }) { appearance.apply(part.value) }
    return appearance
  }

  func setBarAppearance(_ part: NavigationBarAppearance.Part?, from owner: _Node) {
    NavigationChromeValue.set(part, from: owner, level: self, in: &barParts)
    chromeDidChange()
  }

  func setToolbar(_ items: [ToolbarEntry]?, from owner: _Node) {
    NavigationChromeValue.set(items, from: owner, level: self, in: &toolbars)
    chromeDidChange()
  }

  private func chromeDidChange() {
    guard isAlive else { return }
    stack.setNeedsSynchronize()
  }

  // MARK: Layout: the content centered in the area below the bar, as a window's root is

  override func placeSubviews(in rect: CGRect, proposal: ProposedViewSize) {
    let size = super.computeSize(proposal)
    let origin = CGPoint(
      x: rect.minX + (rect.width - size.width) / 2, y: rect.minY + (rect.height - size.height) / 2)
    super.placeSubviews(in: CGRect(origin: origin, size: size), proposal: proposal)
  }

  override func draw(into list: inout DisplayListBuilder) {
    if let style = containerBackground {
      list.append(.fill(Path(frame), style._resolvePaint(in: environment, bounds: frame), eoFill: false))
    }
    super.draw(into: &list)
  }

  override var typeName: String { "NavigationLevel" }
}

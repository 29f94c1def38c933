/// What to show in place of content that is not there: a large symbol, a title, a description in
/// the secondary color and optional actions, centered in all the space offered.
///
/// ```swift
/// if messages.isEmpty {
///     ContentUnavailableView("No Favorites", systemImage: "star", description: Text("Starred items appear here."))
/// }
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View> {
  let label: Label
  let description: Description
  let actions: Actions

  /// A view with a custom label (usually a `Label`, whose icon is shown large above its title),
  /// description and actions.
  public init(
    @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    self.label = label()
    self.description = description()
    self.actions = actions()
  }
}

extension ContentUnavailableView
where Label == TrellisCore.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  /// A view with a title under a system symbol, and a description.
  public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
    self.init(label: { TrellisCore.Label(title, systemImage: name) }, description: { description })
  }

  /// A view with a title under a named image, and a description.
  public init<S: StringProtocol>(_ title: S, image name: String, description: Text? = nil) {
    self.init(label: { TrellisCore.Label(title, image: name) }, description: { description })
  }

  /// The view a search with no results shows.
  public static var search: Self { search(text: "") }

  /// The view a search for `text` with no results shows: the text is quoted in its title.
  public static func search(text: String) -> Self {
    let title = text.isEmpty ? "No Results" : "No Results for \u{201C}\(text)\u{201D}"
    return Self(
      title, systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
  }
}

extension ContentUnavailableView: View {
  /// The view's content.
  public var body: some View {
    VStack(spacing: 8) {
      label.labelStyle(ContentUnavailableLabelStyle())
      description.font(.callout).foregroundStyle(.secondary)
      if Actions.self != EmptyView.self { actions.padding(.top, 8) }
    }
    .multilineTextAlignment(.center)
    .padding(24)
    .frame(maxWidth: .infinity, maxHeight: .infinity)
  }
}

/// The label of a `ContentUnavailableView`: the icon large and quiet, the title bold below it.
struct ContentUnavailableLabelStyle: LabelStyle {
  func makeBody(configuration: Configuration) -> some View {
    VStack(spacing: 14) {
      configuration.icon.font(.system(size: 44)).foregroundStyle(.secondary)
      configuration.title.font(.title2.weight(.bold))
    }
  }
}

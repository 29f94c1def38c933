/// A settings form: rows in rounded groups, each control's label on the leading side and the
/// control at the trailing edge; sections group rows under a header and above a footer. The
/// form scrolls when it is taller than its space.
///
/// ```swift
/// Form {
///     Section("Network") {
///         Toggle("Wi-Fi", isOn: $wifi)
///         Picker("Band", selection: $band) { Text("2.4 GHz").tag(0); Text("5 GHz").tag(1) }
///     }
/// }
/// ```
public struct Form<Content: View> {
  let content: Content
  @Environment(\.formLayoutStyle) private var style

  /// A form of the rows and sections `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

extension Form: View {
  /// The view's content.
  @ViewBuilder public var body: some View {
    switch style {
    case .grouped:
      ScrollView(.vertical) {
        RowGroup(style: .form, content: content).padding(20)
      }
    case .columns:
      // No padding of its own, as in SwiftUI on macOS: a settings pane pads it.
      FormColumnsLayout { content }
        .environment(\.isFormColumnsCells, true)
    }
  }
}

/// A group of rows in a list or a form, with an optional header above and footer below.
///
/// ```swift
/// Section {
///     Toggle("Notifications", isOn: $notify)
/// } header: {
///     Text("Alerts")
/// } footer: {
///     Text("Shown on the lock screen.")
/// }
/// ```
public struct Section<Parent: View, Content: View, Footer: View> {
  let header: Parent
  let content: Content
  let footer: Footer
  /// Whether the section is among the rows of a list or a form, which lay it out as a group;
  /// anywhere else it is its views, one after another.
  @Environment(\.isInRowGroup) private var isInRowGroup
  /// Whether the section is in a columns form, which puts its header and footer in its columns.
  @Environment(\.isFormColumnsCells) private var isFormColumnsCells
  @Environment(\.isInsideMenu) private var isInsideMenu
  /// Whether the section is in a container's content (`ForEach(sections:)`), which reads its
  /// parts wherever the container is.
  @Environment(\.resolvesSectionsAsParts) private var resolvesSectionsAsParts
  @Environment(\.listSectionSpacing) private var spacing

  init(header: Parent, content: Content, footer: Footer) {
    self.header = header
    self.content = content
    self.footer = footer
  }
}

extension Section {
  /// A section with a header and a footer.
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: footer)
  }

  /// A section with a header and a footer built by closures.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
  ) {
    self.init(header: header(), content: content(), footer: footer())
  }
}

extension Section where Footer == EmptyView {
  /// A section with a header.
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, content: content(), footer: EmptyView())
  }

  /// A section with a header built by a closure.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView {
  /// A section with a footer.
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: footer)
  }

  /// A section with a footer built by a closure.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), content: content(), footer: footer())
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// A section with no header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// A section with a text header.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), content: content(), footer: EmptyView())
  }
}

extension Section: View {
  /// The view's content: in a list or a form, a group with its header and footer styled as
  /// the list or form shows them; in a menu, its header (secondary and semibold) and items
  /// between separators; anywhere else, as in SwiftUI, the header, the content's views
  /// and the footer as they are, so that a stack lays them out as its own children (a lazy
  /// stack makes the rows of a `ForEach` in the section lazily, and keeps the header or footer
  /// in sight as its `pinnedViews` say).
  @ViewBuilder public var body: some View {
    if resolvesSectionsAsParts {
      SectionParts(header: header, content: content, footer: footer)
    } else if isInsideMenu {
      // A menu opened from a list row is still a menu.
      Divider()
      SectionParts(
        header: header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary), content: content,
        footer: footer.font(.footnote).foregroundStyle(.secondary))
      Divider()
    } else if isInRowGroup {
      SectionBody(header: header, content: content, footer: footer)
        .layoutValue(key: SectionMarkerKey.self, value: true)
        .layoutValue(key: SectionSpacingKey.self, value: spacing)
    } else if isFormColumnsCells {
      SectionParts(
        header: FormSectionHeader(header: header), content: content,
        footer: footer.font(.footnote).foregroundStyle(.secondary).formCell(.footer))
    } else {
      SectionParts(header: header, content: content, footer: footer)
    }
  }
}

/// A section's header in a columns form, in the label column; a section without one still
/// starts with a header cell, of no size, so that the form leaves room above it.
struct FormSectionHeader<Header: View>: View {
  let header: Header

  var body: some View {
    if header is EmptyView {
      Color.clear.frame(width: 0, height: 0).formCell(.header)
    } else {
      header.fontWeight(.semibold).formCell(.header)
    }
  }
}

/// A section laid out for the list or form around it.
struct SectionBody<Parent: View, Content: View, Footer: View>: View {
  let header: Parent
  let content: Content
  let footer: Footer
  @Environment(\.rowGroupStyle) private var style
  @Environment(\.headerProminence) private var prominence

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      if !(header is EmptyView) {
        if style == .form {
          header.font(prominence == .increased ? .title3.weight(.bold) : .body.weight(.semibold))
            .padding(.leading, 4).padding(.bottom, 7)
        } else if prominence == .increased {
          // A prominent header reads as a title over the rows, in the primary color.
          header.font(.title3.weight(.bold))
            .padding(.horizontal, 10).padding(.top, 12).padding(.bottom, 4)
        } else {
          header.font(.subheadline.weight(.semibold)).foregroundStyle(.secondary)
            .padding(.horizontal, 10).padding(.top, 10).padding(.bottom, 2)
        }
      }
      RowGroup(style: style, isSection: true, content: content)
      if !(footer is EmptyView) {
        footer.font(.footnote).foregroundStyle(.secondary)
          .padding(.horizontal, style == .form ? 4 : 10).padding(.top, 6)
      }
    }
  }
}

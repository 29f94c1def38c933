/// A button that shares items. A Linux desktop has no share sheet, so it opens a menu of what
/// the desktop can do with them: copy them to the clipboard, send them in an email (through the
/// `mailto:` handler, with the subject and message), and open a web address in the browser.
///
/// ```swift
/// ShareLink(item: URL(string: "https://swift.org")!, subject: Text("Swift"))
/// ShareLink("Share Recipe", item: recipe.text, message: Text("Try this"))
/// ```
public struct ShareLink<Label: View>: View {
  private let items: [any Transferable]
  private let subject: Text?
  private let message: Text?
  private let label: Label
  @State private var link = GraphLink()
  @Environment(\.openURL) private var openURL

  init(items: [any Transferable], subject: Text?, message: Text?, label: Label) {
    self.items = items
    self.subject = subject
    self.message = message
    self.label = label
  }

  /// A share link for `item` with a label of your own.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.init(items: [item], subject: subject, message: message, label: label())
  }

  /// A share link for several items with a label of your own.
  public init<Items: Sequence>(
    items: Items, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
  ) where Items.Element: Transferable {
    self.init(items: items.map { $0 }, subject: subject, message: message, label: label())
  }

  /// A share link for `item` described by `preview` (its title names the item in the email's
  /// subject when there is no subject), with a label of your own.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview,
    @ViewBuilder label: () -> Label
  ) {
    self.init(items: [item], subject: subject ?? preview.title, message: message, label: label())
  }

  /// The web address among the items, which can be opened in the browser.
  private var webAddress: URL? {
    items.lazy.compactMap { $0 as? URL }.first { ["http", "https"].contains($0.scheme?.lowercased() ?? "") }
  }

  /// The view's content: the label, opening the menu of ways to share.
  public var body: some View {
    Menu {
      Button {
        if let graph = link.graph { TransferClipboard.copy(items, to: graph.clipboard) }
      } label: {
        TrellisCore.Label("Copy", systemImage: "doc.on.clipboard")
      }
      Button {
        email()
      } label: {
        TrellisCore.Label("Send by Email…", systemImage: "envelope")
      }
      if let webAddress {
        Button {
          openURL(webAddress)
        } label: {
          TrellisCore.Label("Open in Browser", systemImage: "globe")
        }
      }
    } label: {
      label
    }
    .modifier(GraphLinkModifier(link: link))
  }

  /// Opens a new email with the subject, and the message followed by the items' text.
  private func email() {
    let items = self.items
    let subject = self.subject?.string
    let message = self.message?.string
    let openURL = self.openURL
    Task { @MainActor in
      var texts: [String] = []
      for item in items {
        if let text = try? await TransferConversion.convert(item, to: String.self) { texts.append(text) }
      }
      if let url = ShareEmail.url(
        subject: subject, body: ([message].compactMap { $0 } + texts).joined(separator: "\n\n"))
      {
        openURL(url)
      }
    }
  }
}

extension ShareLink where Label == DefaultShareLinkLabel {
  /// A share link for `item`, labeled Share with the share symbol.
  public init<Item: Transferable>(item: Item, subject: Text? = nil, message: Text? = nil) {
    self.init(items: [item], subject: subject, message: message, label: DefaultShareLinkLabel())
  }

  /// A share link for several items, labeled Share with the share symbol.
  public init<Items: Sequence>(items: Items, subject: Text? = nil, message: Text? = nil)
  where Items.Element: Transferable {
    self.init(items: items.map { $0 }, subject: subject, message: message, label: DefaultShareLinkLabel())
  }

  /// A share link for `item` described by `preview`, labeled Share with the share symbol.
  public init<Item: Transferable>(
    item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
  ) {
    self.init(
      items: [item], subject: subject ?? preview.title, message: message, label: DefaultShareLinkLabel())
  }
}

extension ShareLink where Label == TrellisCore.Label<Text, Image> {
  /// A share link for `item` labeled with `title` and the share symbol.
  public init<S: StringProtocol, Item: Transferable>(
    _ title: S, item: Item, subject: Text? = nil, message: Text? = nil
  ) {
    self.init(
      items: [item], subject: subject, message: message,
      label: TrellisCore.Label(title, systemImage: "square.and.arrow.up"))
  }

  /// A share link for several items labeled with `title` and the share symbol.
  public init<S: StringProtocol, Items: Sequence>(
    _ title: S, items: Items, subject: Text? = nil, message: Text? = nil
  ) where Items.Element: Transferable {
    self.init(
      items: items.map { $0 }, subject: subject, message: message,
      label: TrellisCore.Label(title, systemImage: "square.and.arrow.up"))
  }
}

/// A share link's label when it has none of its own: Share, with the share symbol.
public struct DefaultShareLinkLabel: View {
  /// The default label.
  public init() {}
  /// The view's content.
  public var body: some View { Label("Share", systemImage: "square.and.arrow.up") }
}

/// What a share sheet shows of an item: a title (and, on Apple's systems, an image and an
/// icon, which Trellis's share menu does not show).
public struct SharePreview: Sendable {
  let title: Text

  /// A preview titled `title`.
  public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }

  /// A preview titled `title`, with an image, which the share menu does not show.
  public init<S: StringProtocol, I: Transferable>(_ title: S, image: I) { self.title = Text(title) }

  /// A preview titled `title`, with an image and an icon, which the share menu does not show.
  public init<S: StringProtocol, I: Transferable, C: Transferable>(_ title: S, image: I, icon: C) {
    self.title = Text(title)
  }

  /// A preview titled `title`, with an icon, which the share menu does not show.
  public init<S: StringProtocol, C: Transferable>(_ title: S, icon: C) { self.title = Text(title) }
}

/// The `mailto:` address of a new email.
enum ShareEmail {
  static func url(subject: String?, body: String) -> URL? {
    var components = URLComponents()
    components.scheme = "mailto"
    components.path = ""
    var query: [URLQueryItem] = []
    if let subject, !subject.isEmpty { query.append(URLQueryItem(name: "subject", value: subject)) }
    if !body.isEmpty { query.append(URLQueryItem(name: "body", value: body)) }
    components.queryItems = query.isEmpty ? nil : query
    return components.url
  }
}

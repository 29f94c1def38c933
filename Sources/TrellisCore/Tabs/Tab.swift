/// A tab of a `TabView` in the iOS 18 form: its title, icon, value and content in one view.
///
/// ```swift
/// TabView(selection: $tab) {
///     Tab("Inbox", systemImage: "tray", value: .inbox) { InboxView() }
///     Tab("Settings", systemImage: "gear", value: .settings) { SettingsView() }
/// }
/// ```
/// It is the same as the content with `.tabItem { Label(title, systemImage:) }` and
/// `.tag(value)`; Trellis takes it in an ordinary `@ViewBuilder` rather than a tab builder.
public struct Tab<Value: Hashable, Content: View>: View {
  let title: String
  let systemImage: String?
  let value: Value?
  let content: Content

  /// A tab selected when the tab view's selection is `value`.
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) {
    self.title = String(title)
    self.systemImage = systemImage
    self.value = value
    self.content = content()
  }

  /// A tab with a text title, selected when the tab view's selection is `value`.
  public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.systemImage = nil
    self.value = value
    self.content = content()
  }

  /// The view's content.
  public var body: some View {
    content
      .tabItem {
        if let systemImage {
          Label(title, systemImage: systemImage)
        } else {
          Text(title)
        }
      }
      .tag(value)
  }
}

extension Tab where Value == Never? {
  /// A tab with no value, for a tab view without a selection binding.
  public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
    self.title = String(title)
    self.systemImage = systemImage
    self.value = nil
    self.content = content()
  }
}

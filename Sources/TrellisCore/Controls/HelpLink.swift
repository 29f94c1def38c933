import Foundation

/// A round button with a question mark that opens help: it runs an action, or opens a URL
/// through the environment's `openURL`.
///
/// ```swift
/// HStack {
///     Toggle("Sync over cellular", isOn: $cellular)
///     HelpLink(destination: URL(string: "https://example.com/help/sync")!)
/// }
/// ```
public struct HelpLink: View {
  private let action: (@MainActor (OpenURLAction) -> Void)
  @Environment(\.openURL) private var openURL

  /// A help button that runs `action`.
  public init(action: @escaping @MainActor () -> Void) {
    self.action = { _ in action() }
  }

  /// A help button that opens `destination`.
  public init(destination: URL) {
    self.action = { openURL in openURL(destination) }
  }

  /// The button: a question mark in a circle.
  public var body: some View {
    Button {
      action(openURL)
    } label: {
      Text("?")
    }
    .buttonStyle(HelpLinkButtonStyle())
    .accessibilityLabel("Help")
  }
}

/// A help link's look: a question mark in a small circle, as on macOS, darker while pressed.
struct HelpLinkButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label
      .font(.system(size: 13, weight: .semibold))
      .foregroundStyle(.secondary)
      .frame(width: 20, height: 20)
      .background(Circle().fill(Color.primary.opacity(configuration.isPressed ? 0.22 : 0.1)))
      .overlay(Circle().strokeBorder(Color.primary.opacity(0.16), lineWidth: 0.5))
      .contentShape(Circle())
  }
}

public import TrellisCore

/// A button that opens the app's `Settings` window (or raises it when it is open).
public struct SettingsLink<Label: View>: View {
  @Environment(\.openSettings) private var openSettings
  let label: Label

  /// A button showing `label`.
  public init(@ViewBuilder label: () -> Label) {
    self.label = label()
  }

  public var body: some View {
    Button {
      openSettings()
    } label: {
      label
    }
  }
}

extension SettingsLink where Label == DefaultSettingsLinkLabel {
  /// A button titled “Settings…”.
  public init() {
    self.init { DefaultSettingsLinkLabel() }
  }
}

/// The title of a `SettingsLink` made without a label: “Settings…”.
public struct DefaultSettingsLinkLabel: View {
  public var body: some View { Text("Settings…") }
}

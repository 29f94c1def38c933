/// An alert's or a confirmation dialog's chrome: the window dimmed behind a small panel with the
/// title, the message and the buttons, each of which closes it after its own action.
struct AlertContainer<Actions: View, Message: View>: View {
  /// Nil for a confirmation dialog whose title is hidden.
  let title: Text?
  let actions: Actions
  let message: Message
  let dismiss: DismissAction
  /// Whether the caller gave no buttons, so that an OK button stands in (as in SwiftUI).
  let usesDefaultButton: Bool

  var body: some View {
    ZStack {
      Color.black.opacity(0.3)
      PanelLayout(minimum: CGSize(width: 240, height: 0), maximumWidth: 320) {
        VStack(spacing: 10) {
          if let title {
            title
              .font(.headline)
              .multilineTextAlignment(.center)
          }
          message
            .font(.callout)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
          HStack(spacing: 8) {
            if usesDefaultButton {
              Button("OK") {}.keyboardShortcut(.defaultAction)
            } else {
              actions
            }
          }
          .padding(.top, 6)
          .environment(\.presentationButtonDismiss, dismiss)
        }
        .padding(20)
      }
      .background(Color.windowBackgroundColor)
      .clipShape(RoundedRectangle(cornerRadius: 12))
      .shadow(color: .black.opacity(0.35), radius: 18, y: 6)
      .padding(24)
    }
    .environment(\.dismiss, dismiss)
  }
}

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
  @Environment(\.dialogIcon) private var icon
  @Environment(\.dialogSeverity) private var severity
  @Environment(\.dialogSuppression) private var suppression

  var body: some View {
    ZStack {
      Color.black.opacity(0.3)
      PanelLayout(minimum: CGSize(width: 240, height: 0), maximumWidth: 320) {
        VStack(spacing: 10) {
          DialogIconView(icon: icon, isCritical: severity.isCritical)
          if let title {
            title
              .font(.headline)
              .multilineTextAlignment(.center)
          }
          message
            .font(.callout)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
          if let suppression {
            Toggle(isOn: suppression.isSuppressed) { suppression.label.font(.callout) }
              .toggleStyle(.checkbox)
              .accessibilityIdentifier("dialog-suppression")
          }
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

/// The icon above a dialog's title: the one `dialogIcon` gives, a caution sign for a critical
/// dialog (a small one on the icon, when there is an icon), or nothing.
struct DialogIconView: View {
  let icon: Image?
  let isCritical: Bool

  var body: some View {
    if let icon {
      icon.resizable().scaledToFit().frame(width: 48, height: 48)
        .overlay(alignment: .bottomTrailing) {
          if isCritical { CautionSign().frame(width: 22, height: 22).offset(x: 4, y: 4) }
        }
    } else if isCritical {
      CautionSign().frame(width: 44, height: 44)
    }
  }
}

/// A yellow warning triangle with an exclamation mark.
struct CautionSign: View {
  var body: some View {
    Image(systemName: "exclamationmark.triangle.fill").resizable().scaledToFit()
      .foregroundStyle(Color.yellow)
  }
}

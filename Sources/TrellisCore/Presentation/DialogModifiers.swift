/// How serious an alert or a confirmation dialog is, for the icon it shows.
public struct DialogSeverity: Equatable, Sendable {
  let isCritical: Bool

  /// The severity the dialog would have anyway: standard.
  public static let automatic = DialogSeverity(isCritical: false)
  /// A dialog about the usual things.
  public static let standard = DialogSeverity(isCritical: false)
  /// A dialog about something that may lose data or do harm: it shows a caution sign.
  public static let critical = DialogSeverity(isCritical: true)
}

/// The "do not show again" check box of the dialogs presented inside a view.
struct DialogSuppression {
  let label: Text
  let isSuppressed: Binding<Bool>
}

extension EnvironmentValues {
  /// The icon the dialogs presented inside show above their title; nil for none.
  @Entry var dialogIcon: Image? = nil
  /// The severity of the dialogs presented inside.
  @Entry var dialogSeverity: DialogSeverity = .automatic
  /// The suppression check box of the dialogs presented inside, if they have one.
  @Entry var dialogSuppression: DialogSuppression? = nil
}

extension View {
  /// Shows `icon` above the title of the alerts and confirmation dialogs presented inside this
  /// view (nil for none).
  ///
  /// ```swift
  /// Button("Import") { isConfirming = true }
  ///   .confirmationDialog("Import this file?", isPresented: $isConfirming) { … }
  ///   .dialogIcon(Image(systemName: "doc.fill"))
  /// ```
  public func dialogIcon(_ icon: Image?) -> some View {
    environment(\.dialogIcon, icon)
  }

  /// Sets how serious the alerts and confirmation dialogs presented inside this view are: a
  /// `.critical` one shows a caution sign (on its icon, if it has one).
  public func dialogSeverity(_ severity: DialogSeverity) -> some View {
    environment(\.dialogSeverity, severity)
  }

  /// Adds a "Do not show this message again" check box to the alerts and confirmation dialogs
  /// presented inside this view, bound to `isSuppressed`. The app decides what suppressing
  /// means, typically by not presenting the dialog again while it is true.
  ///
  /// ```swift
  /// @AppStorage("skipEmptyTrashAlert") private var skipAlert = false
  ///
  /// Button("Empty Trash") { if skipAlert { emptyTrash() } else { isAsking = true } }
  ///   .alert("Empty the trash?", isPresented: $isAsking) { … }
  ///   .dialogSuppressionToggle(isSuppressed: $skipAlert)
  /// ```
  public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View {
    dialogSuppressionToggle(Text("Do not show this message again"), isSuppressed: isSuppressed)
  }

  /// Adds a check box titled `title` that suppresses the dialogs presented inside this view.
  public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>) -> some View
  {
    dialogSuppressionToggle(Text(title), isSuppressed: isSuppressed)
  }

  /// Adds a check box labeled `label` that suppresses the dialogs presented inside this view.
  public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View {
    environment(\.dialogSuppression, DialogSuppression(label: label, isSuppressed: isSuppressed))
  }
}

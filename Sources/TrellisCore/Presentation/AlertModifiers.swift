extension View {
  /// Presents an alert titled `title` with the buttons `actions` builds while `isPresented` is
  /// true. Every button closes the alert after its own action; with no buttons an OK button
  /// stands in. Give a cancel button `role: .cancel` and `.keyboardShortcut(.cancelAction)` for
  /// Escape, a default one `.keyboardShortcut(.defaultAction)` for Return.
  public func alert<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// An alert with a message under its title.
  public func alert<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alert(Text(title), isPresented: isPresented, actions: actions, message: message)
  }

  /// An alert titled with a `Text`.
  public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
    -> some View
  {
    alert(title, isPresented: isPresented, actions: actions) { EmptyView() }
  }

  /// An alert titled with a `Text`, with a message.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(
      title: title, isShown: isPresented.wrappedValue, actions: actions(), message: message(),
      usesDefaultButton: A.self == EmptyView.self
    ) { isPresented.wrappedValue = false }
  }

  /// An alert about `data`, shown while `isPresented` is true and `data` is not nil.
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    let content = data.map { (actions($0), message($0)) }
    return alertPresentation(
      title: Text(title), isShown: isPresented.wrappedValue && content != nil, actions: content?.0,
      message: content?.1, usesDefaultButton: A.self == EmptyView.self
    ) { isPresented.wrappedValue = false }
  }

  /// A confirmation dialog: on the desktop, an alert with the choices `actions` builds. The
  /// title shows unless `titleVisibility` is `.hidden`.
  public func confirmationDialog<S: StringProtocol, A: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    confirmationDialog(title, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions) {
      EmptyView()
    }
  }

  /// A confirmation dialog with a message.
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    alertPresentation(
      title: titleVisibility == .hidden ? nil : Text(title), isShown: isPresented.wrappedValue,
      actions: actions(), message: message(), usesDefaultButton: A.self == EmptyView.self
    ) { isPresented.wrappedValue = false }
  }

  /// An alert's modal layer: shown while `isShown`, closed by `hide`.
  private func alertPresentation<A: View, M: View>(
    title: Text?, isShown: Bool, actions: A, message: M, usesDefaultButton: Bool,
    hide: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(
      PresentationModifier(
        isShown: isShown,
        makeLayer: { dismiss in
          AlertContainer(
            title: title, actions: actions, message: message, dismiss: dismiss,
            usesDefaultButton: usesDefaultButton)
        },
        hide: hide, onDismiss: nil, dismissesOnEscape: true))
  }
}

/// Dismisses the sheet or alert the view is in, or pops the view pushed onto a navigation stack,
/// as SwiftUI's `@Environment(\.dismiss)` does.
///
/// ```swift
/// struct EditView: View {
///     @Environment(\.dismiss) private var dismiss
///     var body: some View {
///         Button("Done") { dismiss() }
///     }
/// }
/// ```
/// Outside any presentation it does nothing.
public struct DismissAction: Sendable {
  let action: @MainActor @Sendable () -> Void

  /// Dismisses the presentation.
  @MainActor public func callAsFunction() { action() }
}

struct DismissKey: EnvironmentKey {
  static let defaultValue = DismissAction {}
}

struct IsPresentedKey: EnvironmentKey {
  static let defaultValue = false
}

/// What a button in an alert or a confirmation dialog does after its own action: close it.
struct PresentationButtonDismissKey: EnvironmentKey {
  static let defaultValue: DismissAction? = nil
}

extension EnvironmentValues {
  /// Dismisses the sheet or alert this view is in, or pops its pushed navigation level.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether this view is in a presented sheet or a pushed navigation level.
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  var presentationButtonDismiss: DismissAction? {
    get { self[PresentationButtonDismissKey.self] }
    set { self[PresentationButtonDismissKey.self] = newValue }
  }
}

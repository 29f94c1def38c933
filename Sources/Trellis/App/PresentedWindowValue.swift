import Observation
public import TrellisCore

/// The value a window of a `WindowGroup(for:)` presents, which `openWindow(value:)` matches to
/// raise the window already showing it. Observable, so that the window's content follows a
/// change made through its binding.
@MainActor @Observable
final class PresentedWindowValue {
  /// The value, or nil for a window opened without one (at launch, or by New Window).
  var value: AnyHashable?

  init(_ value: AnyHashable?) { self.value = value }
}

/// The content of a window that presents a value: what the group's closure makes of a binding
/// to the window's value.
public struct PresentedWindowContent<Value: Codable & Hashable, Content: View>: View {
  let presented: PresentedWindowValue
  let defaultValue: (() -> Value)?
  let content: (Binding<Value?>) -> Content

  /// The group's content for the window's value; read here, in the body, so that a change to
  /// the value makes it again.
  public var body: some View {
    let presented = presented
    let defaultValue = defaultValue
    content(
      Binding(
        get: { presented.value?.base as? Value ?? defaultValue?() },
        set: { presented.value = $0.map { AnyHashable($0) } }))
  }
}

struct PresentedWindowValueKey: EnvironmentKey {
  static let defaultValue: PresentedWindowValue? = nil
}

extension EnvironmentValues {
  /// The value the window presents, for the group's content to bind to; set by the app as it
  /// opens the window.
  var presentedWindowValue: PresentedWindowValue? {
    get { self[PresentedWindowValueKey.self] }
    set { self[PresentedWindowValueKey.self] = newValue }
  }
}

/// How much a view stands out from the views around it, which `.headerProminence(_:)` sets for
/// a section's header.
public enum Prominence: Hashable, Sendable, CaseIterable {
  /// The container's usual look.
  case standard
  /// Larger and bolder than usual.
  case increased
}

struct HeaderProminenceKey: EnvironmentKey {
  static let defaultValue = Prominence.standard
}

extension EnvironmentValues {
  /// How a section's header stands out in a list or a form: `.increased` shows it as a title.
  public var headerProminence: Prominence {
    get { self[HeaderProminenceKey.self] }
    set { self[HeaderProminenceKey.self] = newValue }
  }
}

extension View {
  /// Sets how the headers of the sections in this view stand out: with `.increased`, a list's
  /// section header is bold title text in the primary color instead of small secondary text,
  /// and a form's is a bold title.
  ///
  /// ```swift
  /// Section("Favorites") { ... }.headerProminence(.increased)
  /// ```
  public func headerProminence(_ prominence: Prominence) -> some View {
    environment(\.headerProminence, prominence)
  }
}

/// How much a list row's badge stands out, which `.badgeProminence(_:)` sets.
public enum BadgeProminence: Hashable, Sendable, CaseIterable {
  /// Secondary text in a light gray capsule.
  case standard
  /// White text in a red capsule, for counts that ask for attention, such as unread mail.
  case increased
  /// Secondary text with no capsule.
  case decreased
}

struct BadgeProminenceKey: EnvironmentKey {
  static let defaultValue = BadgeProminence.standard
}

extension EnvironmentValues {
  /// How the badges of list rows in this environment stand out.
  public var badgeProminence: BadgeProminence {
    get { self[BadgeProminenceKey.self] }
    set { self[BadgeProminenceKey.self] = newValue }
  }
}

extension View {
  /// Sets how the `.badge` of each list row in this view stands out.
  ///
  /// ```swift
  /// List(mailboxes) { box in
  ///     Text(box.name).badge(box.unread)
  /// }
  /// .badgeProminence(.increased)
  /// ```
  public func badgeProminence(_ prominence: BadgeProminence) -> some View {
    environment(\.badgeProminence, prominence)
  }
}

/// Trellis has no bridge to a screen reader yet (AT-SPI on Linux). These modifiers are accepted,
/// so that SwiftUI code written with accessibility in mind compiles unchanged, and return the
/// view as it is: nothing is reported, and layout and drawing are the same as without them.
extension View {
  /// Describes the view to assistive technologies (not reported by Trellis yet).
  public func accessibilityLabel(_ label: Text) -> some View { self }

  /// Describes the view to assistive technologies (not reported by Trellis yet).
  public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

  /// Says what activating the view does (not reported by Trellis yet).
  public func accessibilityHint(_ hint: Text) -> some View { self }

  /// Says what activating the view does (not reported by Trellis yet).
  public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { self }

  /// The view's value, as read out (not reported by Trellis yet).
  public func accessibilityValue(_ value: Text) -> some View { self }

  /// The view's value, as read out (not reported by Trellis yet).
  public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

  /// Hides the view from assistive technologies (which Trellis does not report to yet).
  public func accessibilityHidden(_ hidden: Bool) -> some View { self }

  /// Makes the view one element for its children (not reported by Trellis yet).
  public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

  /// Adds traits (not reported by Trellis yet).
  public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

  /// Removes traits (not reported by Trellis yet).
  public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

  /// An action assistive technologies can perform (none calls it in Trellis yet).
  public func accessibilityAction(
    _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
  ) -> some View { self }

  /// A named action assistive technologies can perform (none calls it in Trellis yet).
  public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }

  /// A named action assistive technologies can perform (none calls it in Trellis yet).
  public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
    -> some View
  { self }

  /// Where the view comes in the reading order among its siblings (not used by Trellis yet).
  public func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

  /// Other names voice control may call the view by (not used by Trellis yet).
  public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }

  /// Other names voice control may call the view by (not used by Trellis yet).
  public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }

  /// Describes the view to assistive technologies as `representation` would be described, while
  /// showing this view (not reported by Trellis yet: `representation` is never built).
  public func accessibilityRepresentation<V: View>(@ViewBuilder representation: () -> V) -> some View { self }

  /// Gives the view, an accessibility element, the children `children` would have for
  /// assistive technologies (not reported by Trellis yet: `children` is never built).
  public func accessibilityChildren<V: View>(@ViewBuilder children: () -> V) -> some View { self }

  /// Names the view's heading level for assistive technologies (not reported by Trellis yet).
  public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { self }
}

/// The level of a heading, for assistive technologies.
public enum AccessibilityHeadingLevel: UInt, Hashable, Sendable {
  /// A heading of no particular level.
  case unspecified
  /// A top-level heading.
  case h1
  /// A second-level heading.
  case h2
  /// A third-level heading.
  case h3
  /// A fourth-level heading.
  case h4
  /// A fifth-level heading.
  case h5
  /// A sixth-level heading.
  case h6
}

/// What a view is to assistive technologies: a button, a header, a selected item.
///
/// Trellis has no bridge to a screen reader yet (AT-SPI on Linux): traits are accepted so that
/// SwiftUI code compiles, and are not reported to anything.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
  /// The traits' bits.
  public let rawValue: UInt32

  /// Traits from their bits.
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// The view acts as a button.
  public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
  /// The view is a header for content below it.
  public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
  /// The view is selected.
  public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
  /// The view is a link.
  public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
  /// The view is a search field.
  public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
  /// The view is an image.
  public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
  /// Activating the view plays a sound.
  public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
  /// The view is a key of a keyboard.
  public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
  /// The view is text that does not change.
  public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
  /// The view sums up the state of the app.
  public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
  /// The view's value changes often.
  public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
  /// Activating the view starts playing media.
  public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
  /// The view takes touches directly.
  public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
  /// The view turns a page when read to its end.
  public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
  /// The view is modal: what is outside it is not read.
  public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
  /// The view toggles a state on and off.
  public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// How a view that contains others presents them to assistive technologies.
public struct AccessibilityChildBehavior: Hashable, Sendable {
  private let kind: Int

  /// The children are hidden; the view is one element.
  public static let ignore = AccessibilityChildBehavior(kind: 0)
  /// The children are elements of their own, inside the view.
  public static let contain = AccessibilityChildBehavior(kind: 1)
  /// The children's labels and values are joined into the view's.
  public static let combine = AccessibilityChildBehavior(kind: 2)
}

/// An action assistive technologies can perform on a view.
public struct AccessibilityActionKind: Hashable, Sendable {
  private let name: String

  /// The view's main action (activating a button).
  public static let `default` = AccessibilityActionKind(name: "default")
  /// Dismissing the view.
  public static let escape = AccessibilityActionKind(name: "escape")
  /// The app's most important action, wherever the focus is.
  public static let magicTap = AccessibilityActionKind(name: "magicTap")

  /// A custom action called `name`.
  public init(named name: Text) { self.name = name.string }

  private init(name: String) { self.name = name }
}

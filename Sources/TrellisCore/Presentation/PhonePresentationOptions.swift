/// How a presentation adapts where it would not fit: on a phone, a popover may show as a sheet.
///
/// Trellis draws popovers and sheets as a desktop does, the same at every size, so the modifier
/// that takes this is accepted so that code written for iOS compiles, and changes nothing.
public struct PresentationAdaptation: Hashable, Sendable {
  let kind: Int

  /// As the platform likes.
  public static let automatic = PresentationAdaptation(kind: 0)
  /// Not adapted.
  public static let none = PresentationAdaptation(kind: 1)
  /// As a popover.
  public static let popover = PresentationAdaptation(kind: 2)
  /// As a sheet.
  public static let sheet = PresentationAdaptation(kind: 3)
  /// As a full-screen cover.
  public static let fullScreenCover = PresentationAdaptation(kind: 4)
}

/// Whether the views behind a phone's partly open sheet take clicks. A desktop sheet is modal:
/// nothing behind it does.
public struct PresentationBackgroundInteraction: Hashable, Sendable {
  let kind: Int
  let detent: PresentationDetent?

  /// As the platform likes: modal here.
  public static let automatic = PresentationBackgroundInteraction(kind: 0, detent: nil)
  /// The views behind take clicks.
  public static let enabled = PresentationBackgroundInteraction(kind: 1, detent: nil)
  /// The views behind take clicks while the sheet rests at `detent` or lower.
  public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
    PresentationBackgroundInteraction(kind: 1, detent: detent)
  }
  /// The views behind take no clicks.
  public static let disabled = PresentationBackgroundInteraction(kind: 2, detent: nil)
}

/// Whether a swipe on a phone's sheet resizes it or scrolls its content.
public struct PresentationContentInteraction: Hashable, Sendable {
  let kind: Int

  /// As the platform likes.
  public static let automatic = PresentationContentInteraction(kind: 0)
  /// A swipe resizes the sheet first.
  public static let resizes = PresentationContentInteraction(kind: 1)
  /// A swipe scrolls the content first.
  public static let scrolls = PresentationContentInteraction(kind: 2)
}

extension View {
  /// How a presentation adapts on a phone. Trellis's presentations look the same at every size,
  /// so this changes nothing; it is here so that code written for iOS compiles.
  public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> Self { self }

  /// How a presentation adapts on a phone, across and along. Changes nothing here, as
  /// ``presentationCompactAdaptation(_:)`` does not.
  public func presentationCompactAdaptation(
    horizontal horizontalAdaptation: PresentationAdaptation,
    vertical verticalAdaptation: PresentationAdaptation
  ) -> Self { self }

  /// Whether the views behind a phone's sheet take clicks. A desktop sheet is modal, so this
  /// changes nothing; it is here so that code written for iOS compiles.
  public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> Self {
    self
  }

  /// Whether a swipe on a phone's sheet resizes it or scrolls it. Desktop sheets do not resize
  /// by swiping, so this changes nothing; it is here so that code written for iOS compiles.
  public func presentationContentInteraction(_ behavior: PresentationContentInteraction) -> Self { self }
}

/// A view that is evaluated again only when its content is unequal to the last one, by the
/// content's own `==`. Made with ``View/equatable()``.
///
/// Trellis already compares views that are `Equatable` with their `==`; the wrapper says so
/// in the code, as SwiftUI asks for.
public struct EquatableView<Content: View & Equatable>: View, Equatable {
  /// The wrapped view.
  public var content: Content

  /// A view compared by `content`'s `==`.
  public init(content: Content) {
    self.content = content
  }

  /// The view's content.
  public var body: Content { content }

  /// Whether the wrapped views are equal, by their own `==`. Views are compared where they
  /// live, on the main actor.
  nonisolated public static func == (a: EquatableView, b: EquatableView) -> Bool {
    assumeMainActorUnchecked { a.content == b.content }
  }
}

extension View where Self: Equatable {
  /// Evaluates this view again only when it is unequal to the last one, by its own `==`: a
  /// view whose `==` leaves out a closure or a cache is then not evaluated for their sake.
  ///
  /// ```swift
  /// ChartView(points: points, onSelect: select)
  ///     .equatable()
  /// ```
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

/// Whether a scroll view bounces at its ends, or when its content fits it.
public struct ScrollBounceBehavior: Hashable, Sendable {
  private let name: String

  /// As the platform does.
  public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
  /// Always, even when the content fits.
  public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
  /// Only when the content is larger than the scroll view.
  public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

extension View {
  /// Sets when the scroll views inside bounce. Trellis scroll views move with the wheel and
  /// their scroll bars and stop at their ends, never bouncing, and content that fits does not
  /// move at all, as `.basedOnSize` asks; the setting is accepted so that SwiftUI code compiles,
  /// and changes nothing.
  public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical])
    -> some View
  {
    self
  }
}

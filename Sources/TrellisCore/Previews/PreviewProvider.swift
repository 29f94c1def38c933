/// A type that declares previews, as SwiftUI apps did before `#Preview`.
///
/// Trellis has no preview canvas: `previews` is type-checked with your code and only runs if
/// you call it, for instance to render it in a test.
@MainActor
public protocol PreviewProvider {
  /// The type of the previews.
  associatedtype Previews: View
  /// The previews.
  @ViewBuilder static var previews: Previews { get }
  /// The platform to preview on; nil, as here there is one.
  static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  /// No platform is picked: previews are made for the one they run on.
  public static var platform: PreviewPlatform? { nil }
}

/// The platforms a preview can be made for.
public enum PreviewPlatform: Sendable {
  /// Apple's platforms, as Xcode names them; none changes anything here.
  case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a `PreviewProvider`'s preview is sized.
public enum PreviewLayout: Sendable {
  /// The size of the device previewed on.
  case device
  /// The ideal size of the content.
  case sizeThatFits
  /// A fixed size.
  case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on, named as Xcode names it ("iPhone 15").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable {
  /// The device's name.
  public let rawValue: String

  /// The device named `rawValue`.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// The device named by a string literal: `.previewDevice("iPhone 15")`.
  public init(stringLiteral value: String) { rawValue = value }
}

extension View {
  /// Names the preview; previews are not shown here, so this changes nothing.
  public func previewDisplayName(_ name: String?) -> Self { self }

  /// Sizes the preview; previews are not shown here, so this changes nothing.
  public func previewLayout(_ layout: PreviewLayout) -> Self { self }

  /// Picks the preview's device; previews are not shown here, so this changes nothing.
  public func previewDevice(_ device: PreviewDevice?) -> Self { self }
}

/// A preview declared with `#Preview`: its name, traits and content.
@MainActor
public struct Preview {
  /// The preview's name, if it was given one.
  public let name: String?
  /// The traits the preview was declared with.
  public let traits: [PreviewTrait<ViewTraits>]
  private let makeContent: @MainActor () -> any View

  /// A preview of the view `body` makes.
  public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
    self.name = name
    self.traits = []
    makeContent = body
  }

  /// A preview of the view `body` makes, with traits.
  public init(
    _ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
  ) {
    self.name = name
    self.traits = [traits] + additionalTraits
    makeContent = body
  }

  /// The previewed view.
  public var content: AnyView { AnyView(makeContent()) }

  /// The kind of traits a view's preview takes.
  public struct ViewTraits: Sendable {}
}

/// How a preview is shown: its layout or its device's orientation.
public struct PreviewTrait<T>: Sendable {
  enum Kind: Equatable {
    case defaultLayout
    case sizeThatFits
    case fixed(width: Double, height: Double)
    case orientation(String)
  }

  let kind: Kind
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The preview fills the default size.
  public static var defaultLayout: PreviewTrait<T> { PreviewTrait(kind: .defaultLayout) }
  /// The preview is as large as its content's ideal size.
  public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(kind: .sizeThatFits) }
  /// The preview has a fixed size.
  public static func fixedLayout(width: Double, height: Double) -> PreviewTrait<T> {
    PreviewTrait(kind: .fixed(width: width, height: height))
  }
  /// A device held upright; desktops have no orientation, so this changes nothing here.
  public static var portrait: PreviewTrait<T> { PreviewTrait(kind: .orientation("portrait")) }
  /// A device upside down; changes nothing here.
  public static var portraitUpsideDown: PreviewTrait<T> {
    PreviewTrait(kind: .orientation("portraitUpsideDown"))
  }
  /// A device turned left; changes nothing here.
  public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(kind: .orientation("landscapeLeft")) }
  /// A device turned right; changes nothing here.
  public static var landscapeRight: PreviewTrait<T> { PreviewTrait(kind: .orientation("landscapeRight")) }
}

/// A type that `#Preview` declares to make its preview, as in SwiftUI's developer tools.
@MainActor
public protocol PreviewRegistry {
  /// The file the preview is declared in, as `#fileID` writes it.
  static var fileID: String { get }
  /// The line of the `#Preview`.
  static var line: Int { get }
  /// Makes the preview.
  static func makePreview() -> Preview
}

/// A height a sheet can rest at on a phone: medium, large, a fraction or a fixed height.
///
/// Sheets here are desktop sheets, sized by their content as on macOS, where detents change
/// nothing; the modifiers that take them are accepted so that code written for iOS compiles.
public struct PresentationDetent: Hashable, Sendable {
  enum Kind: Hashable, Sendable {
    case medium, large
    case fraction(CGFloat)
    case height(CGFloat)
  }

  let kind: Kind

  /// About half the screen's height.
  public static let medium = PresentationDetent(kind: .medium)
  /// The full height.
  public static let large = PresentationDetent(kind: .large)

  /// A fraction of the full height.
  public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .fraction(fraction))
  }

  /// A fixed height in points.
  public static func height(_ height: CGFloat) -> PresentationDetent {
    PresentationDetent(kind: .height(height))
  }
}

extension View {
  /// The heights a sheet can rest at on a phone. Desktop sheets are sized by their content, as
  /// on macOS, so this changes nothing here.
  public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }

  /// The heights a sheet can rest at, with the current one bound. Desktop sheets are sized by
  /// their content, as on macOS, so this changes nothing and `selection` is left as it is.
  public func presentationDetents(
    _ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>
  ) -> Self { self }

  /// Whether a phone's sheet shows its drag handle. Desktop sheets have none.
  public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
}

/// How a `Form` looks. Trellis draws forms grouped: rows in rounded boxes, labels leading and
/// controls trailing, sections titled above their box.
@MainActor @preconcurrency
public protocol FormStyle {}

/// The form style of the platform: in Trellis, the grouped one.
public struct AutomaticFormStyle: FormStyle {
  /// The automatic style.
  public init() {}
}

/// Rows in rounded boxes, one box per section, as macOS System Settings shows them.
public struct GroupedFormStyle: FormStyle {
  /// The grouped style.
  public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
  /// The form style of the platform: in Trellis, the grouped one.
  public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}

extension FormStyle where Self == GroupedFormStyle {
  /// Rows in rounded boxes, one box per section.
  public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}

extension View {
  /// Sets the style of the forms inside. Both styles Trellis offers draw the grouped form, so
  /// this changes nothing on screen; it lets SwiftUI code that picks `.grouped` compile.
  public func formStyle<S: FormStyle>(_ style: S) -> some View { self }
}

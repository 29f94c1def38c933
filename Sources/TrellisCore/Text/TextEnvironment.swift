struct LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}
struct TruncationModeKey: EnvironmentKey {
  static let defaultValue = Text.TruncationMode.tail
}
struct MultilineTextAlignmentKey: EnvironmentKey {
  static let defaultValue = TextAlignment.leading
}
struct LineSpacingKey: EnvironmentKey {
  static let defaultValue: CGFloat = 0
}

extension EnvironmentValues {
  /// The most lines text may take, or nil for no limit.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  /// Where text that does not fit is cut.
  public var truncationMode: Text.TruncationMode {
    get { self[TruncationModeKey.self] }
    set { self[TruncationModeKey.self] = newValue }
  }

  /// How the lines of multi-line text align.
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  /// Extra space between lines of text.
  public var lineSpacing: CGFloat {
    get { self[LineSpacingKey.self] }
    set { self[LineSpacingKey.self] = newValue }
  }
}

extension View {
  /// Limits text to `number` lines (nil: no limit).
  public func lineLimit(_ number: Int?) -> some View {
    environment(\.lineLimit, number.map { max(1, $0) })
  }

  /// Sets where text that does not fit is cut.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    environment(\.truncationMode, mode)
  }

  /// Sets how the lines of multi-line text align.
  public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
    environment(\.multilineTextAlignment, alignment)
  }

  /// Sets extra space between lines of text.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    environment(\.lineSpacing, lineSpacing.isFinite ? max(0, lineSpacing) : 0)
  }

  /// Sets the default font of text in this view.
  public func font(_ font: Font?) -> some View {
    environment(\.font, font)
  }

  /// Sets the style of text and shapes in this view.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
    environment(\.foregroundStyle, AnyShapeStyle(style))
  }

  /// Sets the primary and secondary levels of the foreground style in this view: content in
  /// the foreground style (text, shapes, symbols) takes `primary`, and content styled
  /// `.secondary` takes `secondary` rather than a faded primary.
  ///
  /// ```swift
  /// VStack {
  ///     Text("Title")
  ///     Text("Subtitle").foregroundStyle(.secondary)
  /// }
  /// .foregroundStyle(.blue, .orange)
  /// ```
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
    environment(
      \.foregroundStyle,
      AnyShapeStyle(ForegroundStyleLevels(styles: [AnyShapeStyle(primary), AnyShapeStyle(secondary)])))
  }

  /// Sets the primary, secondary and tertiary levels of the foreground style in this view.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View {
    environment(
      \.foregroundStyle,
      AnyShapeStyle(
        ForegroundStyleLevels(styles: [
          AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary),
        ])))
  }

  /// Sets the color of text and shapes in this view.
  public func foregroundColor(_ color: Color?) -> some View {
    environment(\.foregroundStyle, color.map { AnyShapeStyle($0) })
  }

  /// Sets the accent color of controls in this view.
  public func tint(_ tint: Color?) -> some View {
    environment(\.tint, tint)
  }
}

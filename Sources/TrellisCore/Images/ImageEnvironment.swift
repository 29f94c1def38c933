struct ImageScaleKey: EnvironmentKey {
  static let defaultValue = Image.Scale.medium
}

extension EnvironmentValues {
  /// The relative size of symbol images in this part of the view tree.
  public var imageScale: Image.Scale {
    get { self[ImageScaleKey.self] }
    set { self[ImageScaleKey.self] = newValue }
  }
}

extension View {
  /// Draws symbol images in this view smaller or larger than the font's size.
  public func imageScale(_ scale: Image.Scale) -> some View {
    environment(\.imageScale, scale)
  }
}

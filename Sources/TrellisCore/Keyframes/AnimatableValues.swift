// Numbers and geometry values animate as SwiftUI's do: keyframe tracks are usually of these.

extension Double: Animatable {
  /// The number itself.
  public var animatableData: Double {
    get { self }
    set { self = newValue }
  }
}

extension Float: Animatable {
  /// The number itself.
  public var animatableData: Float {
    get { self }
    set { self = newValue }
  }
}

extension CGFloat: Animatable {
  /// The number itself.
  public var animatableData: CGFloat {
    get { self }
    set { self = newValue }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension CGPoint: Animatable {
  /// The coordinates.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// The width and height.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

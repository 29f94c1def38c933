/// A modifier that moves, scales, rotates or projects its view's drawing with a transform worked
/// out from the view's size, leaving layout alone. Animating its `animatableData` redraws the view
/// with the effect's value at every frame: the classic way to shake a field after a wrong entry.
///
/// ```swift
/// struct Shake: GeometryEffect {
///     var amount: CGFloat = 10
///     var animatableData: CGFloat
///
///     func effectValue(size: CGSize) -> ProjectionTransform {
///         ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 6), y: 0))
///     }
/// }
///
/// TextField("Password", text: $password)
///     .modifier(Shake(animatableData: CGFloat(attempts)))
/// ```
///
/// Hit testing follows the transformed drawing.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
  /// The transform to draw a view of `size` with, in the view's own coordinates (origin at its
  /// top-left corner).
  func effectValue(size: CGSize) -> ProjectionTransform
}

extension GeometryEffect {
  /// Implementation detail: a geometry effect's node draws its content through the effect.
  public static func _makeModified<C: View>(_ modifier: Self, content: C, parent: _Node) -> _Node {
    let node = GeometryEffectNode<Self>(modifier: modifier, parent: parent)
    node.setContent(content)
    node.didInstall()
    return node
  }

  /// Implementation detail: updates the node `_makeModified` made.
  public static func _updateModified<C: View>(_ node: _Node, modifier: Self, content: C) {
    let node = unsafeDowncast(node, to: GeometryEffectNode<Self>.self)
    if !ViewComparison.isSame(node.modifier, modifier) {
      let old = node.modifier
      node.modifier = modifier
      node.modifierDidChange(from: old)
    }
    node.setContent(content)
  }

  /// This effect, marked as one that views inside it should not count when they read their
  /// geometry. Trellis's geometry readers already see layout frames only, so the effect draws
  /// and hit tests exactly as before.
  public func ignoredByLayout() -> _IgnoredByLayoutEffect<Self> {
    _IgnoredByLayoutEffect(self)
  }
}

/// A geometry effect that views inside it do not count when they read their geometry: see
/// ``GeometryEffect/ignoredByLayout()``.
public struct _IgnoredByLayoutEffect<Base: GeometryEffect>: GeometryEffect {
  /// The effect.
  public var base: Base

  /// The effect `base`, ignored by layout.
  public init(_ base: Base) { self.base = base }

  /// The base effect's animatable data.
  public var animatableData: Base.AnimatableData {
    get { base.animatableData }
    set { base.animatableData = newValue }
  }

  /// The base effect's transform.
  public func effectValue(size: CGSize) -> ProjectionTransform {
    base.effectValue(size: size)
  }
}

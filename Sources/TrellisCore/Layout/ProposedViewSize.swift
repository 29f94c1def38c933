/// A size a parent proposes to a child; either dimension may be left unspecified (nil).
///
/// `.zero` asks for the child's minimum size, `.infinity` for its maximum, and `.unspecified`
/// for its ideal size.
public struct ProposedViewSize: Hashable, Sendable {
  /// The proposed width, or nil for the ideal width.
  public var width: CGFloat?
  /// The proposed height, or nil for the ideal height.
  public var height: CGFloat?

  /// A proposal of the given dimensions.
  public init(width: CGFloat?, height: CGFloat?) {
    self.width = width
    self.height = height
  }

  /// A proposal of exactly `size`.
  public init(_ size: CGSize) { self.init(width: size.width, height: size.height) }

  /// Asks for the minimum size.
  public static let zero = ProposedViewSize(width: 0, height: 0)
  /// Asks for the ideal size.
  public static let unspecified = ProposedViewSize(width: nil, height: nil)
  /// Asks for the maximum size.
  public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

  /// The proposal as a size, with `size`'s dimensions standing in for unspecified ones
  /// (10 × 10 by default, as in SwiftUI).
  public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
    CGSize(width: width ?? size.width, height: height ?? size.height)
  }

  subscript(axis: Axis) -> CGFloat? {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  init(main: CGFloat?, cross: CGFloat?, axis: Axis) {
    if axis == .horizontal {
      self.init(width: main, height: cross)
    } else {
      self.init(width: cross, height: main)
    }
  }

  /// The proposal with NaN turned into unspecified and negative lengths into zero, so that no
  /// misbehaving parent can make a child compute with impossible numbers.
  var sanitized: ProposedViewSize {
    ProposedViewSize(width: Self.clean(width), height: Self.clean(height))
  }

  private static func clean(_ value: CGFloat?) -> CGFloat? {
    guard let value else { return nil }
    if value.isNaN { return nil }
    return max(0, value)
  }
}

extension CGSize {
  subscript(axis: Axis) -> CGFloat {
    get { axis == .horizontal ? width : height }
    set {
      if axis == .horizontal { width = newValue } else { height = newValue }
    }
  }

  init(main: CGFloat, cross: CGFloat, axis: Axis) {
    if axis == .horizontal {
      self.init(width: main, height: cross)
    } else {
      self.init(width: cross, height: main)
    }
  }
}

extension Axis {
  var other: Axis { self == .horizontal ? .vertical : .horizontal }
}

/// A rectangle or a point of a view's geometry, taken when the view is laid out and read in
/// another view's coordinates through ``GeometryProxy/subscript(_:)``.
///
/// Anchors travel up the tree as preference values, set with
/// ``View/anchorPreference(key:value:transform:)``:
///
/// ```swift
/// Text(title)
///     .anchorPreference(key: SelectedBoundsKey.self, value: .bounds) { $0 }
/// ```
public struct Anchor<Value>: Sendable {
  /// Where the anchor lies, in the coordinates of the window's root view.
  let storage: AnchorStorage

  /// What an anchor stands for (a view's bounds, a point of it), before it is taken from a
  /// laid-out view.
  public struct Source: Sendable {
    let kind: AnchorSourceKind
  }

  /// The anchor's value in the coordinates of a view whose frame in root coordinates starts at
  /// `origin`.
  func value(relativeTo origin: CGPoint) -> Value {
    // A source of `Value` makes storage of its shape only: rectangles for `CGRect`, arrays of
    // them for `[CGRect]`, and so on; the cast takes arrays and optionals element by element.
    storage.value(relativeTo: origin) as! Value
  }
}

/// An anchor's geometry in root coordinates.
indirect enum AnchorStorage: Hashable, Sendable {
  case rect(CGRect)
  case point(CGPoint)
  /// The anchors of an `Anchor<[T]>`.
  case array([AnchorStorage])
  /// The anchor of an `Anchor<T?>`, if it has one.
  case optional(AnchorStorage?)

  static func == (a: AnchorStorage, b: AnchorStorage) -> Bool {
    switch (a, b) {
    case (.rect(let a), .rect(let b)): return a == b
    case (.point(let a), .point(let b)): return a == b
    case (.array(let a), .array(let b)): return a == b
    case (.optional(let a), .optional(let b)): return a == b
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .rect(let rect):
      hasher.combine(0)
      for value in [rect.minX, rect.minY, rect.width, rect.height] { hasher.combine(value) }
    case .point(let point):
      hasher.combine(1)
      hasher.combine(point.x)
      hasher.combine(point.y)
    case .array(let anchors):
      hasher.combine(2)
      hasher.combine(anchors)
    case .optional(let anchor):
      hasher.combine(3)
      hasher.combine(anchor)
    }
  }

  /// The geometry in the coordinates of a view whose frame starts at `origin`: a `CGRect`, a
  /// `CGPoint`, or an array or optional of such values.
  func value(relativeTo origin: CGPoint) -> Any {
    switch self {
    case .rect(let rect): rect.offsetBy(dx: -origin.x, dy: -origin.y)
    case .point(let point): CGPoint(x: point.x - origin.x, y: point.y - origin.y)
    case .array(let anchors): anchors.map { $0.value(relativeTo: origin) }
    case .optional(let anchor): anchor.map { $0.value(relativeTo: origin) } as Any
    }
  }
}

/// What an anchor's source names in a view.
indirect enum AnchorSourceKind: Sendable {
  /// The view's bounds.
  case bounds
  /// Several sources, for an anchor of an array.
  case array([AnchorSourceKind])
  /// A source or none, for an anchor of an optional.
  case optional(AnchorSourceKind?)
  /// A rectangle in the view's own coordinates.
  case rect(CGRect)
  /// A point in the view's own coordinates.
  case point(CGPoint)
  /// A point given as a fraction of the view's size.
  case unitPoint(UnitPoint)
}

extension Anchor: Equatable where Value: Equatable {
  /// Whether two anchors name the same place in the window.
  public static func == (a: Anchor, b: Anchor) -> Bool { a.storage == b.storage }
}

extension Anchor: Hashable where Value: Hashable {
  /// Hashes where the anchor lies in the window.
  public func hash(into hasher: inout Hasher) { hasher.combine(storage) }
}

extension Anchor.Source {
  /// The anchor this source names in a view whose frame, in root coordinates, is `frame`.
  func anchor(in frame: CGRect) -> Anchor { Anchor(storage: Self.storage(of: kind, in: frame)) }

  private static func storage(of kind: AnchorSourceKind, in frame: CGRect) -> AnchorStorage {
    switch kind {
    case .bounds: return .rect(frame)
    case .rect(let rect): return .rect(clean(rect, in: frame))
    case .point(let point):
      let x = point.x.isFinite ? point.x : 0
      let y = point.y.isFinite ? point.y : 0
      return .point(CGPoint(x: frame.minX + x, y: frame.minY + y))
    case .unitPoint(let unit):
      return .point(CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height))
    case .array(let kinds): return .array(kinds.map { storage(of: $0, in: frame) })
    case .optional(let kind): return .optional(kind.map { storage(of: $0, in: frame) })
    }
  }

  /// A source of the anchors of `array`'s sources, in order.
  ///
  /// ```swift
  /// .anchorPreference(key: CornersKey.self, value: .init([.topLeading, .bottomTrailing])) { $0 }
  /// ```
  public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
    self.init(kind: .array(array.map(\.kind)))
  }

  /// A source of `anchor`'s anchor, or of none when it is nil.
  public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
    self.init(kind: .optional(anchor?.kind))
  }

  /// `rect`, from the view's coordinates into root ones; a rectangle with a coordinate that is
  /// not finite stands for the bounds.
  private static func clean(_ rect: CGRect, in frame: CGRect) -> CGRect {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return frame
    }
    return rect.standardized.offsetBy(dx: frame.minX, dy: frame.minY)
  }
}

extension Anchor<CGRect>.Source {
  /// The view's bounds.
  public static var bounds: Self { Self(kind: .bounds) }

  /// A rectangle in the view's own coordinates.
  public static func rect(_ rect: CGRect) -> Self { Self(kind: .rect(rect)) }

  /// The rectangle in root coordinates for a view whose frame is `bounds`.
  func rect(in bounds: CGRect) -> CGRect {
    guard case .rect(let rect) = anchor(in: bounds).storage else { return bounds }
    return rect
  }
}

extension Anchor<CGPoint>.Source {
  /// A point in the view's own coordinates.
  public static func point(_ point: CGPoint) -> Self { Self(kind: .point(point)) }

  /// A point given as a fraction of the view's size.
  public static func unitPoint(_ point: UnitPoint) -> Self { Self(kind: .unitPoint(point)) }

  /// The view's top leading corner.
  public static var topLeading: Self { unitPoint(.topLeading) }
  /// The middle of the view's top edge.
  public static var top: Self { unitPoint(.top) }
  /// The view's top trailing corner.
  public static var topTrailing: Self { unitPoint(.topTrailing) }
  /// The middle of the view's leading edge.
  public static var leading: Self { unitPoint(.leading) }
  /// The view's center.
  public static var center: Self { unitPoint(.center) }
  /// The middle of the view's trailing edge.
  public static var trailing: Self { unitPoint(.trailing) }
  /// The view's bottom leading corner.
  public static var bottomLeading: Self { unitPoint(.bottomLeading) }
  /// The middle of the view's bottom edge.
  public static var bottom: Self { unitPoint(.bottom) }
  /// The view's bottom trailing corner.
  public static var bottomTrailing: Self { unitPoint(.bottomTrailing) }
}

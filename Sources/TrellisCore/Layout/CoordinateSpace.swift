/// A coordinate space that `GeometryProxy.frame(in:)` converts to.
public enum CoordinateSpace: Hashable {
  /// The window's (root view's) space: origin at its top-left corner.
  case global
  /// The view's own space: origin at its top-left corner.
  case local
  /// The space of the view marked with `.coordinateSpace(name:)` of this name.
  case named(AnyHashable)
}

/// A type that stands for a coordinate space: write `.local`, `.global` or `.named("scroll")`.
public protocol CoordinateSpaceProtocol {
  /// The coordinate space this value stands for.
  var coordinateSpace: CoordinateSpace { get }
}

/// The view's own coordinate space.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  /// The local space.
  public init() {}
  /// `.local`.
  public var coordinateSpace: CoordinateSpace { .local }
}

/// The window's coordinate space.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
  /// The global space.
  public init() {}
  /// `.global`.
  public var coordinateSpace: CoordinateSpace { .global }
}

/// The coordinate space of a view marked with `.coordinateSpace(_:)`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable {
  let name: AnyHashable

  /// `.named` with this space's name.
  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The window's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the view marked with `.coordinateSpace(.named(name))`.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// The space of the nearest scroll view around the view: its visible part, origin at its
  /// top-left corner (the window when there is none).
  public static var scrollView: NamedCoordinateSpace {
    NamedCoordinateSpace(name: ScrollViewCoordinateSpaceName())
  }

  /// The space of the nearest scroll view around the view. Trellis has one scroll view space
  /// for both axes.
  public static func scrollView(axis: Axis) -> NamedCoordinateSpace { .scrollView }
}

/// The name `.scrollView` stands for.
struct ScrollViewCoordinateSpaceName: Hashable {}

struct CoordinateSpaceModifier: PrimitiveModifier {
  typealias NodeType = CoordinateSpaceNode
  let name: AnyHashable
}

/// `.coordinateSpace(name:)`: names the modified view's frame for the geometry readers inside it.
final class CoordinateSpaceNode: PassThroughNode<CoordinateSpaceModifier> {}

extension View {
  /// Names this view's coordinate space, so that views inside can ask for frames relative to it
  /// with `proxy.frame(in: .named(name))`.
  public func coordinateSpace(name: some Hashable) -> some View {
    modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
  }

  /// Names this view's coordinate space.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    modifier(CoordinateSpaceModifier(name: name.name))
  }
}

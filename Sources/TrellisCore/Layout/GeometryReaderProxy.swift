/// The size and position of a `GeometryReader`, handed to its content.
public struct GeometryProxy: Equatable {
  /// The reader's size: the whole size proposed to it.
  public let size: CGSize
  let globalFrame: CGRect
  /// The frames of the named coordinate spaces around the reader, innermost first, in global
  /// coordinates.
  let namedFrames: [NamedFrame]

  struct NamedFrame: Equatable {
    let name: AnyHashable
    let frame: CGRect
  }

  /// The reader's safe-area insets: always zero. Trellis windows have none of their own, and the
  /// space `.safeAreaInset` and `.safeAreaPadding` reserve is not reported here.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The reader's frame in `coordinateSpace`.
  @_disfavoredOverload
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(origin: .zero, size: size)
    case .global:
      return globalFrame
    case .named(let name):
      // An unknown name means the window, as in SwiftUI.
      guard let space = namedFrames.first(where: { $0.name == name }) else { return globalFrame }
      return globalFrame.offsetBy(dx: -space.frame.minX, dy: -space.frame.minY)
    }
  }

  /// The reader's frame in `coordinateSpace` (`.local`, `.global` or `.named(_:)`).
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }

  /// The value of `anchor` in the reader's own coordinates: the rectangle or point it names, as
  /// placed in the last layout, measured from the reader's top leading corner.
  public subscript<T>(anchor: Anchor<T>) -> T {
    anchor.value(relativeTo: globalFrame.origin)
  }

  /// The bounds of the named coordinate space in the reader's own coordinates, or nil when no
  /// view around the reader has that name.
  public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? {
    guard let space = namedFrames.first(where: { $0.name == coordinateSpace.name }) else { return nil }
    return space.frame.offsetBy(dx: -globalFrame.minX, dy: -globalFrame.minY)
  }
}

extension _Node {
  /// The frames of the named coordinate spaces around this node, innermost first, for the
  /// geometry proxies it hands out.
  var namedCoordinateSpaceFrames: [GeometryProxy.NamedFrame] {
    var result: [GeometryProxy.NamedFrame] = []
    var current = parent
    var foundScrollView = false
    while let node = current {
      if let space = node as? CoordinateSpaceNode {
        result.append(GeometryProxy.NamedFrame(name: space.modifier.name, frame: space.layoutFrame))
      } else if !foundScrollView, let scroll = node as? ScrollNode {
        foundScrollView = true
        result.append(
          GeometryProxy.NamedFrame(name: ScrollViewCoordinateSpaceName(), frame: scroll.layoutFrame))
      }
      current = node.parent
    }
    return result
  }
}

/// The shape a `.containerShape` modifier gives its view, with the view's node for its frame;
/// `ContainerRelativeShape`s inside follow it.
@MainActor
final class ContainerShapeRegion {
  private let makePath: (CGRect, CGFloat) -> Path
  /// The node of the view whose shape this is.
  weak var node: LayoutNode?

  init<S: InsettableShape>(_ shape: S) {
    makePath = { rect, inset in shape.inset(by: inset).path(in: rect) }
  }

  /// The container's frame now, or nil once its view has left.
  var frame: CGRect? { node?.frame }

  /// The container's shape in `rect`, inset by `inset`.
  func path(in rect: CGRect, insetBy inset: CGFloat) -> Path { makePath(rect, inset) }
}

/// The container shape around the view whose path is being made: `Shape.path(in:)` has no
/// environment to read, so the nodes that ask for paths set this while they do.
@MainActor
enum ContainerShapeContext {
  /// The container shape around the path being made, if any.
  static var current: ContainerShapeRegion?

  /// `shape`'s path in `rect`, with the container shape of `environment` around it.
  static func path<S: Shape>(of shape: S, in rect: CGRect, environment: EnvironmentValues) -> Path {
    guard let region = environment.containerShape else { return shape.path(in: rect) }
    let outer = current
    current = region
    defer { current = outer }
    return shape.path(in: rect)
  }
}

struct ContainerShapeKey: EnvironmentKey {
  static let defaultValue: ContainerShapeRegion? = nil
}

extension EnvironmentValues {
  /// The shape of the nearest container that set one with `.containerShape(_:)`.
  var containerShape: ContainerShapeRegion? {
    get { self[ContainerShapeKey.self] }
    set { self[ContainerShapeKey.self] = newValue }
  }
}

/// A view you draw in with code: the renderer closure gets a `GraphicsContext` and the canvas'
/// size each time the canvas is drawn. It fills the space it is offered, and clips to it.
///
/// ```swift
/// Canvas { context, size in
///     let rect = CGRect(origin: .zero, size: size).insetBy(dx: 10, dy: 10)
///     context.stroke(Path(roundedRect: rect, cornerRadius: 8), with: .color(.blue), lineWidth: 2)
/// }
/// .frame(width: 200, height: 120)
/// ```
public struct Canvas<Symbols: View> {
  let renderer: (inout GraphicsContext, CGSize) -> Void
  let isOpaque: Bool
}

extension Canvas where Symbols == EmptyView {
  /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are accepted
  /// for SwiftUI compatibility; Trellis draws every canvas on the main thread, in sRGB.
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.renderer = renderer
    self.isOpaque = opaque
  }
}

extension Canvas: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    CanvasNode(renderer: view.renderer, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: CanvasNode.self).update(renderer: view.renderer)
  }
}

/// The layout node of a `Canvas`: it runs the renderer each time it is drawn.
final class CanvasNode: LayoutNode {
  private var renderer: (inout GraphicsContext, CGSize) -> Void

  init(renderer: @escaping (inout GraphicsContext, CGSize) -> Void, parent: _Node) {
    self.renderer = renderer
    super.init(parent: parent)
  }

  func update(renderer newRenderer: @escaping (inout GraphicsContext, CGSize) -> Void) {
    // Closures cannot be compared: a new canvas value may draw differently.
    renderer = newRenderer
    graph.setNeedsDisplay(frame)
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    super.environmentDidChange(newEnvironment)
    graph.setNeedsDisplay(frame)
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    proposal.replacingUnspecifiedDimensions()
  }

  override func draw(into list: inout DisplayListBuilder) {
    guard frame.width > 0, frame.height > 0 else { return }
    let recorder = GraphicsContext.Recorder(
      measurer: graph.services.textMeasurer, loader: graph.services.imageLoader)
    var context = GraphicsContext(
      recorder: recorder, base: CGAffineTransform(translationX: frame.minX, y: frame.minY),
      environment: environment)
    renderer(&context, frame.size)
    guard !recorder.items.isEmpty else { return }
    list.append(.pushClip(Path(frame), eoFill: false))
    list.items += recorder.items
    list.append(.popClip)
  }

  override var typeName: String { "Canvas" }
}

import TrellisCairo
public import TrellisCore

/// Renders a view to an image, off screen, with no display needed.
///
/// ```swift
/// let renderer = ImageRenderer(content: Leaderboard(pets: pets, totalVotes: 50))
/// renderer.scale = 2
/// try renderer.pngData()?.write(to: url)
/// ```
@MainActor
public final class ImageRenderer<Content: View> {
  /// The view to render.
  public var content: Content
  /// The size proposed to the view; unspecified dimensions take its ideal size.
  public var proposedSize: ProposedViewSize = .unspecified
  /// Device pixels per point.
  public var scale: CGFloat = 1
  /// The color scheme to render in.
  public var colorScheme: ColorScheme = .light
  /// Whether to paint the window background color behind the view (else transparent).
  public var isOpaque = false

  /// A renderer for `content`.
  public init(content: Content) {
    self.content = content
  }

  /// The view's rendered size in points, or nil when it cannot be rendered.
  public var size: CGSize? {
    let graph = makeGraph()
    let size = graph.sizeThatFits(proposedSize)
    return size.width > 0 && size.height > 0 ? size : nil
  }

  /// The view rendered as a PNG file, or nil when it has no area or an absurd size.
  public func pngData() -> Data? {
    let graph = makeGraph()
    let size = graph.sizeThatFits(proposedSize)
    graph.layout(in: size)
    let background = isOpaque ? Color.windowBackgroundColor.resolve(in: graph.environment) : nil
    return RasterImage.renderPNG(graph.displayList(), size: size, scale: scale, background: background)
  }

  private func makeGraph() -> ViewGraph {
    var environment = EnvironmentValues()
    environment.colorScheme = colorScheme
    environment.displayScale = scale
    let graph = ViewGraph(content: content, services: .pango, environment: environment)
    graph.scale = scale
    graph.update()
    return graph
  }
}

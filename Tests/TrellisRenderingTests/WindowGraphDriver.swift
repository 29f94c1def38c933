import TrellisTesting

@testable import Trellis

/// Drives the graph a scene makes for a window, as `TestHost` drives a view: lays it out at a
/// fixed size, finds texts, taps them.
@MainActor
struct WindowGraphDriver {
  let graph: ViewGraph
  var size = CGSize(width: 300, height: 200)

  /// The frame of the text showing `text`, after updating and laying out; nil if none does.
  func frame(of text: String) -> CGRect? {
    graph.update()
    graph.layout(in: size)
    return graph.layoutTree().allNodes.first { $0.text == text }?.frame
  }

  /// Presses and releases the pointer on the text showing `text`; returns false if none does.
  @discardableResult func tap(text: String) -> Bool {
    guard let frame = frame(of: text) else { return false }
    let center = CGPoint(x: frame.midX, y: frame.midY)
    graph.pointerMoved(to: center)
    graph.pointerDown(at: center)
    graph.pointerUp(at: center)
    return true
  }
}

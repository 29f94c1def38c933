import Observation

extension _Node {
  /// Runs `body`, a closure of the view that owns this node, so that the state and observable
  /// properties it reads re-evaluate the nearest enclosing view body when they change.
  ///
  /// Closures such as `ForEach`'s content run while the node is reconciled, after the body that
  /// built them returned and its tracking ended; SwiftUI still counts their reads as the body's,
  /// and so does this.
  func trackingReadsForEnclosingBody<T>(_ body: () -> T) -> T {
    guard let owner = enclosingBody else { return body() }
    let saved = ViewGraph.evaluatingNode
    ViewGraph.evaluatingNode = .passUnretained(owner)
    defer { ViewGraph.evaluatingNode = saved }
    return withObservationTracking(body, onChange: owner.token.invalidation)
  }
}

/// A node that acts when its view comes on screen and when it goes: `onAppear`, `.task`.
///
/// A view appears once it has been laid out in a part of the tree that is shown, and disappears
/// when it leaves the tree or a container hides it: switching tabs makes the old tab's views
/// disappear and the new tab's appear, as pushing onto a navigation stack does for the level
/// below, while every view keeps its state.
@MainActor
protocol AppearanceObserver: LayoutNode {
  /// Whether the view is on screen as far as its observer last heard.
  var hasAppeared: Bool { get set }
  /// Called when the view comes on screen.
  func viewDidAppear()
  /// Called when a container hides the view or the view leaves the tree, once it had appeared;
  /// while it leaves, the graph is mid-update and user code must wait (`graph.enqueueAction`).
  func viewDidDisappear(leavingTree: Bool)
}

extension AppearanceObserver {
  /// Brings `hasAppeared` up to date, calling the observer on a change: for `.appearing`
  /// only if the view is now shown, for `.disappearing` only if it is now hidden.
  fileprivate func refreshAppearance(gated: Bool, _ change: AppearanceChange = .either) {
    guard isAlive else { return }
    let shown = !gated || isShownByGates
    if shown && !hasAppeared && change != .disappearing {
      hasAppeared = true
      viewDidAppear()
    } else if !shown && hasAppeared && change != .appearing {
      hasAppeared = false
      viewDidDisappear(leavingTree: false)
    }
  }

  /// Calls `viewDidDisappear` if the view had appeared; for an observer leaving the tree.
  func leaveAppearance() {
    graph.appearance.remove(self)
    guard hasAppeared else { return }
    hasAppeared = false
    viewDidDisappear(leavingTree: true)
  }
}

/// Which changes of appearance a check acts on.
private enum AppearanceChange {
  case appearing, disappearing, either
}

extension LayoutNode {
  /// Whether no container above that decides what is on screen hides this node.
  fileprivate var isShownByGates: Bool {
    var child: LayoutNode = self
    var current = parent
    while let node = current {
      if let layout = node as? LayoutNode {
        if layout.gatesAppearance && layout.hidesSubview(child) { return false }
        child = layout
      }
      current = node.parent
    }
    return true
  }

  /// Whether a container above decides which of its subviews are on screen.
  fileprivate var hasGateAbove: Bool {
    var current = parent
    while let node = current {
      if let layout = node as? LayoutNode, layout.gatesAppearance { return true }
      current = node.parent
    }
    return false
  }
}

/// Tells appearance observers when their views come on screen and go.
///
/// Every observer hears once its view has first been laid out (through the graph's appear
/// actions, so that what it changes shows in the first frame). Observers inside a container
/// that shows only some of its subviews (`gatesAppearance`) are kept here, and checked again
/// after any such container changes what it shows; the others never need checking again.
@MainActor
final class AppearanceRegistry {
  private unowned let graph: ViewGraph
  /// The observers below a gating container.
  private var gated: [any AppearanceObserver] = []
  /// Whether a check of the gated observers is queued.
  private var isRefreshQueued = false

  init(graph: ViewGraph) {
    self.graph = graph
  }

  /// Starts following `observer`, a node just installed.
  func install(_ observer: some AppearanceObserver) {
    guard observer.hasGateAbove else {
      graph.enqueueAppearAction { [weak observer] in observer?.refreshAppearance(gated: false) }
      return
    }
    // Checked with the others, so that a view covered by this one's arrival goes first.
    gated.append(observer)
    queueRefresh()
  }

  /// Stops following `observer`, which left the tree.
  func remove(_ observer: some AppearanceObserver) {
    if let index = gated.firstIndex(where: { $0 === observer }) { gated.remove(at: index) }
  }

  /// Called by a gating container when it shows other subviews than before.
  func gateDidChange() {
    if !gated.isEmpty { queueRefresh() }
  }

  private func queueRefresh() {
    guard !isRefreshQueued else { return }
    isRefreshQueued = true
    graph.enqueueAppearAction { [weak self] in
      guard let self else { return }
      isRefreshQueued = false
      // The views hidden go before the views shown come, as when one view replaces another.
      // An observer's action may change what is shown again; that queues another check.
      for observer in gated { observer.refreshAppearance(gated: true, .disappearing) }
      for observer in gated { observer.refreshAppearance(gated: true, .appearing) }
    }
  }
}

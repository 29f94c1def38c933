extension NavigationStackNode {
  /// Brings the levels in line with the path and the presented destinations, then the bar in
  /// line with the top level. Levels stay while their entry is the same at the same height; from
  /// the first that differs up, they are made anew (their state starts over, as in SwiftUI).
  ///
  /// A view presented with `navigationDestination(isPresented:)` goes right above the level that
  /// declares it, so it covers its presenter even when that level is a value of the path.
  func synchronize() {
    let oldTop = topLevel
    let oldHeight = pushed.count
    isSynchronizing = true
    var height = 0

    func level(_ entry: NavigationLevelNode.Entry) -> NavigationLevelNode {
      defer { height += 1 }
      if height < pushed.count {
        if pushed[height].entry == entry { return pushed[height] }
        removeLevels(from: height)
      }
      return appendLevel(entry)
    }

    func presented(above host: NavigationLevelNode) {
      for (id, presenter) in presenters(on: host) {
        let made = level(.presented(id))
        if made.content == nil || made.contentVersion != presenter.version {
          made.contentVersion = presenter.version
          made.setContent(presenter.makeDestination())
        }
        presented(above: made)
      }
    }

    presented(above: rootLevel)
    for value in path.elements {
      let made = level(.value(value))
      if made.content == nil || made.contentVersion != destinations.version(for: value) {
        setDestination(of: made, for: value)
      }
      presented(above: made)
    }
    removeLevels(from: height)
    isSynchronizing = false
    refreshBar()
    splitColumnDidSynchronize()
    // A popped top level is out of the graph, but the slide still draws it as it leaves.
    if topLevel !== oldTop {
      topDidChange(leaving: oldTop, isPush: pushed.count >= oldHeight)
      graph.appearance.gateDidChange()
    }
  }

  /// Builds a value's level from its registered destination, or leaves it empty with a warning
  /// (SwiftUI logs one too) until a destination for its type is registered.
  private func setDestination(of level: NavigationLevelNode, for value: AnyHashable) {
    if let destination = destinations.destination(for: value) {
      level.contentVersion = destination.version
      level.setContent(NavigationDestinationContent(value: value, build: destination.build))
    } else {
      ViewGraph.warnOnce(
        "NavigationStack: no navigationDestination(for: \(type(of: value.base)).self) in the stack;"
          + " showing an empty view for the value")
      level.contentVersion = nil
      level.setContent(NavigationDestinationContent(value: value, build: { _ in nil }))
    }
  }

  /// Shows the top level's title, back button and toolbar in the bar.
  func refreshBar() {
    let top = topLevel
    // A new top level brings its own bar: the back button or an item focused may go.
    if top !== barLevel {
      releaseFocus { $0 === bar }
      bar.topChangePass = graph.passNumber
    }
    barLevel = top
    let below: NavigationLevelNode = pushed.count >= 2 ? pushed[pushed.count - 2] : rootLevel
    let backTitle = pushed.isEmpty || top.hidesBackButton ? nil : (below.title ?? Text("Back"))
    // One content type either way: the bar node keeps its content's type for its life. A split
    // view's detail column has no bar of its own while a stack in it brings one.
    let appearance = top.barAppearance
    let shown: NavigationBar? =
      splitColumn?.hidesColumnBar == true || appearance.isHidden
      ? nil
      : NavigationBar(
        title: top.title, subtitle: top.subtitle, titleMenu: top.titleMenu, backTitle: backTitle,
        items: top.toolbarItems,
        dismiss: pushed.isEmpty ? nil : top.dismissAction, back: backAction, appearance: appearance)
    bar.setContent(shown)
  }

  /// Keys and clicks go to the top level only: focus left in a covered or popped level is
  /// dropped. Within an animation, the levels slide.
  private func topDidChange(leaving: NavigationLevelNode, isPush: Bool) {
    releaseFocus { $0 is NavigationLevelNode && $0 !== topLevel }
    if let animation = graph.animation(for: self) {
      slide = NavigationSlide(leaving: leaving, isPush: isPush, animation: animation, start: graph.passTime)
      graph.startAnimating(self)
    } else {
      slide = nil
    }
    graph.setNeedsDisplay(frame)
  }

  /// Takes keyboard focus away when the focused view lies in this stack under a node for which
  /// `test` holds. Called before such nodes are removed: the input router walks up from the view
  /// that loses focus, which must still be in the graph then.
  func releaseFocus(under test: (_Node) -> Bool) {
    guard let focused = graph.focusedNode, focused.isAlive else { return }
    var current: _Node? = focused
    while let node = current, node !== self {
      if test(node) {
        graph.setFocus(nil)
        return
      }
      current = node.parent
    }
  }
}

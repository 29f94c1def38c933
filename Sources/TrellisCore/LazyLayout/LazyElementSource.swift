/// Elements a lazy stack or grid makes only when they come near the visible part of its scroll
/// view: a `ForEach` directly inside the container.
@MainActor
protocol LazyElementSource: AnyObject {
  /// Whether the elements are made lazily; otherwise they are plain subviews.
  var isLazy: Bool { get }
  /// How many elements there are, made or not.
  var elementCount: Int { get }
  /// The positions of the elements made so far, ascending.
  var builtPositions: [Int] { get }
  /// Appends the layout nodes of the element at `position`, if it is made.
  func collectLayoutNodes(ofElement position: Int, into result: inout [LayoutNode])
  /// Appends the layout nodes of the element at `position`, if it is made, with the parts of
  /// the sections among them marked.
  func collectItems(ofElement position: Int, into result: inout [LazyContentItem])
  /// Makes the element at `position` (its view's body is evaluated, its state made); nothing
  /// if it is already made. Returns whether it was made now.
  @discardableResult func buildElement(at position: Int) -> Bool
  /// Makes every element not yet made. Returns whether any was.
  @discardableResult func buildAllElements() -> Bool
  /// The position of the element with `id`, made or not.
  func elementPosition(of id: AnyHashable) -> Int?
}

extension LazyElementSource {
  /// Whether the elements are sections, judged by the first one made (the elements of a
  /// `ForEach` are alike); false while none is made.
  var elementsAreSections: Bool {
    guard let first = builtPositions.first else { return false }
    var items: [LazyContentItem] = []
    collectItems(ofElement: first, into: &items)
    return items.contains { if case .section = $0 { true } else { false } }
  }
}

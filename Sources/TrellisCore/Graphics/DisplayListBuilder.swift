/// Collects drawing commands while the laid-out tree paints itself.
struct DisplayListBuilder {
  var items: [DisplayItem] = []

  mutating func append(_ item: DisplayItem) { items.append(item) }

  /// Draws `body` inside a push/pop pair, dropping the pair when nothing was drawn inside.
  mutating func group(_ push: DisplayItem, _ pop: DisplayItem, _ body: (inout DisplayListBuilder) -> Void) {
    let start = items.count
    items.append(push)
    body(&self)
    if items.count == start + 1 {
      items.removeLast()
    } else {
      items.append(pop)
    }
  }
}

extension Color: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    ShapeNode(
      view: _ShapeView(shape: Rectangle(), style: AnyShapeStyle(view), mode: .fill(FillStyle())),
      name: "Color", parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: ShapeNode<Rectangle>.self).update(
      view: _ShapeView(shape: Rectangle(), style: AnyShapeStyle(view), mode: .fill(FillStyle())))
  }
}

/// The node of `.dropDestination`: found under the pointer during a drag by
/// ``ViewGraph/dropTarget(at:for:)``.
final class DropDestinationNode<T: Transferable>: PassThroughNode<DropDestinationModifier<T>>, DropTargetNode
{
  /// Whether a drag is over the view, as `isTargeted` last heard.
  private var isTargeted = false

  // New closures need no new layout.
  override func modifierDidChange(from old: DropDestinationModifier<T>) {}

  func accepts(_ item: any Transferable) -> Bool {
    environment.isEnabled && TransferConversion.canConvert(item, to: T.self)
  }

  func dragEntered() {
    guard !isTargeted else { return }
    isTargeted = true
    modifier.isTargeted(true)
  }

  func dragExited() {
    guard isTargeted else { return }
    isTargeted = false
    modifier.isTargeted(false)
  }

  func drop(_ item: any Transferable, at point: CGPoint) -> Bool {
    let location = convert(point, to: .local)
    if let value = item as? T { return modifier.action([value], location) }
    // Converted a moment later: the action runs then if the view is still there.
    TransferDelivery.deliver([item], as: T.self) { [weak self] values in
      guard let self, self.isAlive, !values.isEmpty else { return }
      _ = self.modifier.action(values, location)
    }
    return true
  }

  override func dispose() {
    dragExited()
    super.dispose()
  }
}

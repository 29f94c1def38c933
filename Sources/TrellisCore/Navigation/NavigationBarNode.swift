/// The node holding a navigation stack's bar, so that it shows as one view in the layout tree.
/// While the levels slide, the bar changes at once: its title, back button and items belong to
/// the new top level and would otherwise stretch and fade between unrelated views.
final class NavigationBarNode: LayoutNode, TransactionScope {
  /// The update pass in which the top level changed.
  var topChangePass = -1

  func transaction(from outer: Transaction) -> Transaction {
    guard graph.passNumber == topChangePass else { return outer }
    var still = Transaction()
    still.disablesAnimations = true
    return still
  }

  override var typeName: String { "NavigationBar" }
}

/// A `navigationDestination(isPresented:)` whose condition holds: it pushes its view above the
/// level it is declared on.
@MainActor
struct NavigationPresenter {
  /// The level the modifier is on; its view goes right above it.
  weak var host: NavigationLevelNode?
  /// When it was presented, to order several presented from one level.
  let order: Int
  /// Counts changes of the modifier, so that the pushed view is built again only after one.
  var version: Int
  var makeDestination: () -> AnyView
  /// Sets the condition to false.
  var hide: () -> Void
}

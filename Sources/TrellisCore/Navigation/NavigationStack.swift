/// A view that shows a root view and pushes views over it, with a bar on top holding the
/// current view's title and a back button.
///
/// Push with a `NavigationLink`, or by appending to a bound path; each value shows the view
/// that a `navigationDestination(for:destination:)` inside the stack registers for its type.
/// Each pushed view keeps its state while it stays on the stack; the root keeps its state across
/// pushes and pops.
///
/// ```swift
/// @State private var path: [Recipe] = []
/// NavigationStack(path: $path) {
///     List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
///         .navigationTitle("Recipes")
///         .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
/// }
/// ```
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  /// The bound path; nil when the stack keeps its own.
  let path: Binding<Data>?
  /// Reads the bound path. A closure, since only the initializers know what `Data` is.
  let access: @MainActor (Binding<Data>) -> NavigationPathAccess
  @State private var ownPath = NavigationPath()

  /// The stack's content, pushed views over the root.
  public var body: some View {
    NavigationStackContent(path: path.map(access) ?? NavigationPathAccess($ownPath), root: root)
  }
}

extension NavigationStack where Data == NavigationPath {
  /// A stack that keeps its own path: links push onto it, the back button pops.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = nil
    self.access = { NavigationPathAccess($0) }
  }

  /// A stack showing `path`, a list of values of any types, over the root.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    self.root = root()
    self.path = path
    self.access = { NavigationPathAccess($0) }
  }
}

extension NavigationStack {
  /// A stack showing `path`, values of one type, over the root; links with values of another
  /// type cannot push.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection & RandomAccessCollection & RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = path
    self.access = { NavigationPathAccess($0) }
  }
}

/// What a `NavigationStack` hands its node: the path, read, and the root.
struct NavigationStackContent<Root: View>: PrimitiveView {
  let path: NavigationPathAccess
  let root: Root

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = NavigationStackNode(parent: parent)
    node.update(path: view.path, root: SearchHost(root: view.root))
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: NavigationStackNode.self).update(
      path: view.path, root: SearchHost(root: view.root))
  }
}

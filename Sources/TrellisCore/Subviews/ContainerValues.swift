/// The values a view sets with `.containerValue(_:_:)`, as the container around it reads them
/// from its `Subview`s (`ForEach(subviews:)`, `Group(subviews:)`) or sections.
///
/// Unlike the environment, container values go up, from a view to its container, and no
/// further: a container value set inside a stack belongs to the stack's own subviews, not to the
/// stack.
public struct ContainerValues {
  /// The values set, by key type.
  private var values: [ObjectIdentifier: Any] = [:]
  /// The explicit `.tag(_:)` of the view, or the id of the `ForEach` element it belongs to.
  var tag: AnyHashable?

  init() {}

  /// The value for `key`: the one the view set, else the key's default.
  public subscript<Key: ContainerValueKey>(key: Key.Type) -> Key.Value {
    get { values[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
    set { values[ObjectIdentifier(key)] = newValue }
  }

  /// The view's tag, if it is of type `type`: an explicit `.tag(_:)`, or the id of the
  /// `ForEach` element the view belongs to.
  public func tag<V: Hashable>(for type: V.Type) -> V? {
    tag?.base as? V
  }

  /// Whether the view's tag is `tag`.
  public func hasTag<V: Hashable>(_ tag: V) -> Bool {
    self.tag(for: V.self) == tag
  }

  /// These values with `other`'s on top of them: the ones a modifier further out sets.
  func merged(with other: ContainerValues) -> ContainerValues {
    var result = self
    result.values.merge(other.values) { _, outer in outer }
    if let tag = other.tag { result.tag = tag }
    return result
  }
}

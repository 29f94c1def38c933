/// Implementation detail: links the `@Environment` properties of a value that is not a view
/// (a `Commands` struct) to the view whose body is evaluating it, so that its reads, and its
/// actions run later, see that view's environment (the window's `openWindow`, `undoManager`…).
@MainActor
package enum EnvironmentLinking {
  /// Links the `@Environment` properties of `value` in place; leaves it alone outside a body.
  package static func link<V>(_ value: inout V) {
    guard let node = ViewGraph.evaluatingNode?.takeUnretainedValue() else { return }
    guard case .offsets(let properties) = DynamicProperties.plan(for: V.self) else { return }
    let environmentFields = properties.fields.filter { $0.type is any EnvironmentProperty.Type }
    guard !environmentFields.isEmpty else { return }
    withUnsafeMutablePointer(to: &value) { pointer in
      DynamicProperties.link(environmentFields, at: UnsafeMutableRawPointer(pointer), to: node)
    }
  }
}

/// An `@Environment` property, whatever it reads: the one kind of dynamic property that a
/// value outside a view may link, since it keeps nothing in the node.
protocol EnvironmentProperty {}

extension Environment: EnvironmentProperty {}

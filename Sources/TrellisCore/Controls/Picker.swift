/// A control for choosing one of a set of values: a pop-up menu by default, or segments with
/// `.pickerStyle(.segmented)`. Each option is tagged with the value it selects; the rows of a
/// `ForEach` over identifiable data are tagged with their ids. In a menu, a picker is a submenu
/// of its options, the selected one checked; with `.pickerStyle(.inline)`, the options are
/// items of the menu itself.
///
/// ```swift
/// Picker("Flavor", selection: $flavor) {
///     Text("Chocolate").tag(Flavor.chocolate)
///     Text("Vanilla").tag(Flavor.vanilla)
/// }
/// Picker("Layout Type", selection: $layoutType) {
///     ForEach(LayoutType.allCases) { Text($0.rawValue) }
/// }
/// .pickerStyle(.segmented)
/// ```
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
  let selection: Binding<SelectionValue>
  let label: Label
  let content: Content

  /// A picker with a custom label.
  public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.content = content()
    self.label = label()
  }

  /// A picker with a label view.
  public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.label = label
    self.content = content()
  }
}

extension Picker where Label == Text {
  /// A picker with a text label.
  public init<S: StringProtocol>(
    _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
  ) {
    self.init(selection: selection, content: content) { Text(title) }
  }
}

extension Picker: View {
  /// The view's content.
  public var body: some View {
    PickerBody(label: label, selection: BoundSelection(binding: selection), content: AnyView(content))
  }
}

/// A picker as it shows where it is: a labeled control, or in a menu, its options as items.
private struct PickerBody<Label: View>: View {
  let label: Label
  let selection: any SelectionSource
  let content: AnyView
  @Environment(\.isInsideMenu) private var isInsideMenu
  @Environment(\.pickerStyle) private var style

  var body: some View {
    if !isInsideMenu && style.kind == .navigationLink {
      NavigationLinkPicker(label: label, selection: selection, content: content)
    } else if !isInsideMenu {
      LabeledControl(label: label, control: PickerControl(selection: selection, content: content))
    } else if style.isInline {
      PickerMenuOptions(selection: selection, content: content)
    } else {
      Menu {
        PickerMenuOptions(selection: selection, content: content)
      } label: {
        label
      }
    }
  }
}

/// Reads and writes a selection through tags.
protocol SelectionSource {
  @MainActor func isSelected(_ tag: AnyHashable) -> Bool
  @MainActor func select(_ tag: AnyHashable)
}

/// A selection bound to a value: a tag selects when it is of the value's type (or the type the
/// value optionally wraps).
struct BoundSelection<V: Hashable>: SelectionSource {
  let binding: Binding<V>

  @MainActor func isSelected(_ tag: AnyHashable) -> Bool {
    guard let value = tag.base as? V else { return false }
    return value == binding.wrappedValue
  }

  @MainActor func select(_ tag: AnyHashable) {
    guard let value = tag.base as? V else {
      ViewGraph.warnOnce(
        "a picker option is tagged with \(type(of: tag.base)), not \(V.self); it cannot be selected")
      return
    }
    if value != binding.wrappedValue { binding.wrappedValue = value }
  }
}

/// The control part of a picker, drawn in the environment's picker style.
struct PickerControl: PrimitiveView {
  let selection: any SelectionSource
  let content: AnyView

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = PickerNode(parent: parent)
    node.update(view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: PickerNode.self).update(view)
  }
}

/// A scrolling column of rows with separators, optionally selectable: click a row to select its
/// tag (the rows of a `ForEach` over identifiable data are tagged with their ids).
///
/// ```swift
/// List(pets, selection: $selectedPet) { pet in
///     Text(pet.name)
/// }
/// List {
///     Section("Fruits") { Text("Apple"); Text("Pear") }
/// }
/// ```
public struct List<SelectionValue: Hashable, Content: View> {
  let selection: ListSelectionBinding<SelectionValue>
  let content: Content
}

/// A list's selection binding: none, one optional value, or a set.
enum ListSelectionBinding<Value: Hashable> {
  case none
  case single(Binding<Value?>)
  case multiple(Binding<Set<Value>>)

  @MainActor var selection: ListSelection? {
    switch self {
    case .none: return nil
    case .single(let binding):
      return ListSelection(
        isSelected: { tag in (tag.base as? Value).map { $0 == binding.wrappedValue } ?? false },
        select: { tag, _ in
          if let value = tag.base as? Value { binding.wrappedValue = value }
        })
    case .multiple(let binding):
      return ListSelection(
        isSelected: { tag in (tag.base as? Value).map { binding.wrappedValue.contains($0) } ?? false },
        select: { tag, toggling in
          guard let value = tag.base as? Value else { return }
          if toggling {
            if binding.wrappedValue.contains(value) {
              binding.wrappedValue.remove(value)
            } else {
              binding.wrappedValue.insert(value)
            }
          } else {
            binding.wrappedValue = [value]
          }
        },
        allowsMultiple: true,
        set: { tags in binding.wrappedValue = Set(tags.compactMap { $0.base as? Value }) })
    }
  }
}

extension List where SelectionValue == Never {
  /// A list of the rows `content` builds.
  public init(@ViewBuilder content: () -> Content) {
    self.init(selection: .none, content: content())
  }

  /// A list with a row per element of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: .none, content: ForEach(data, content: rowContent))
  }

  /// A list with a row per element, identified by the key path `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(selection: .none, content: ForEach(data, id: id, content: rowContent))
  }

  /// A list with a row per integer of a constant range.
  public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
  where Content == ForEach<Range<Int>, Int, RowContent> {
    self.init(selection: .none, content: ForEach(data, content: rowContent))
  }

  /// A list with a row per element of a bound collection; each row gets a binding to its element.
  @MainActor public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
    _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
  )
  where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: .none, content: ForEach(data, content: rowContent))
  }
}

extension List {
  /// A selectable list of the rows `content` builds; the selection is the selected row's tag.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.init(selection: selection.map { .single($0) } ?? .none, content: content())
  }

  /// A list whose rows can be selected together (Ctrl-click adds or removes a row).
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.init(selection: selection.map { .multiple($0) } ?? .none, content: content())
  }

  /// A selectable list with a row per element of identifiable data.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(selection: selection.map { .single($0) } ?? .none, content: ForEach(data, content: rowContent))
  }

  /// A list with a row per element of identifiable data, whose rows can be selected together.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.init(
      selection: selection.map { .multiple($0) } ?? .none, content: ForEach(data, content: rowContent))
  }

  /// A selectable list with a row per element, identified by the key path `id`.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      selection: selection.map { .single($0) } ?? .none, content: ForEach(data, id: id, content: rowContent))
  }

  /// A list with a row per element, identified by the key path `id`, where several rows can be
  /// selected at once.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.init(
      selection: selection.map { .multiple($0) } ?? .none, content: ForEach(data, id: id, content: rowContent)
    )
  }
}

extension List: View {
  /// The view's content.
  public var body: some View {
    // A ZStack rather than `.background`, so that the wheel over the list finds the scroll view
    // before the background.
    ZStack {
      Rectangle().fill(ControlBackgroundStyle())
      ScrollView(.vertical) {
        RowGroup(style: .list, content: content).padding(.vertical, 4)
      }
    }
    .environment(\.listSelection, selection.selection)
  }
}

/// The background of lists: white in light appearance, dark gray in dark.
struct ControlBackgroundStyle: ShapeStyle {
  func _resolvePaint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    let palette = ControlPalette(environment)
    return .color(
      environment.navigationSplitColumn?.column == .sidebar
        ? palette.sidebarBackground : palette.listBackground)
  }
}

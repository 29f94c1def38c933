/// A control that edits a line of text.
///
/// Click to place the caret, drag or Shift-arrow to select, double-click to select a word;
/// Ctrl+A selects everything, Ctrl+C, Ctrl+X and Ctrl+V copy, cut and paste, and Return runs the
/// `onSubmit` actions around the field. The title is the placeholder shown while the field is
/// empty (in a `Form`, it labels the row instead).
///
/// ```swift
/// TextField("Name", text: $name)
///     .onSubmit { save() }
/// ```
public struct TextField<Label: View> {
  let text: Binding<String>
  let prompt: String?
  let label: Label
  let titleText: String?
  let onEditingChanged: (Bool) -> Void
  let onCommit: () -> Void
  /// For a field of a formatted value: shows and parses it.
  var formatting: TextFieldFormatting? = nil
}

extension TextField where Label == Text {
  /// A field whose title is its placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(
      text: text, prompt: nil, label: Text(title), titleText: String(title), onEditingChanged: { _ in },
      onCommit: {})
  }

  /// A field with a title and a placeholder of its own.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(
      text: text, prompt: prompt?.string, label: Text(title), titleText: String(title),
      onEditingChanged: { _ in }, onCommit: {})
  }

  /// A field that reports when editing begins and ends, and when Return is pressed.
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void = {}
  ) {
    self.init(
      text: text, prompt: nil, label: Text(title), titleText: String(title),
      onEditingChanged: onEditingChanged, onCommit: onCommit)
  }
}

extension TextField {
  /// A field with a label view (shown in forms) and a placeholder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(
      text: text, prompt: prompt?.string, label: label(), titleText: nil, onEditingChanged: { _ in },
      onCommit: {})
  }
}

extension TextField: View {
  /// The view's content.
  @ViewBuilder public var body: some View {
    if let formatting {
      FormattedTextField(label: label, titleText: titleText, prompt: prompt, formatting: formatting)
    } else {
      TextFieldRow(
        label: label,
        field: TextFieldControl(
          text: text, title: titleText, prompt: prompt, isSecure: false, onEditingChanged: onEditingChanged,
          onCommit: onCommit))
    }
  }
}

/// A control that edits a password: it shows a dot per character and does not copy its text.
///
/// ```swift
/// SecureField("Password", text: $password)
/// ```
public struct SecureField<Label: View> {
  let text: Binding<String>
  let prompt: String?
  let label: Label
  let titleText: String?
  let onCommit: () -> Void
}

extension SecureField where Label == Text {
  /// A secure field whose title is its placeholder.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil, label: Text(title), titleText: String(title), onCommit: {})
  }

  /// A secure field with a title and a placeholder of its own.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt?.string, label: Text(title), titleText: String(title), onCommit: {})
  }

  /// A secure field that reports when Return is pressed.
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
    self.init(text: text, prompt: nil, label: Text(title), titleText: String(title), onCommit: onCommit)
  }
}

extension SecureField {
  /// A secure field with a label view (shown in forms) and a placeholder.
  public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
    self.init(text: text, prompt: prompt?.string, label: label(), titleText: nil, onCommit: {})
  }
}

extension SecureField: View {
  /// The view's content.
  public var body: some View {
    TextFieldRow(
      label: label,
      field: TextFieldControl(
        text: text, title: titleText, prompt: prompt, isSecure: true, onEditingChanged: { _ in },
        onCommit: onCommit))
  }
}

/// A field alone, or in a form row after its label.
struct TextFieldRow<LabelContent: View>: View {
  let label: LabelContent
  let field: TextFieldControl
  @Environment(\.isFormRowLayout) private var isFormRow
  @Environment(\.labelsHidden) private var labelsHidden
  @Environment(\.isFormColumnsCells) private var isFormColumnsCells

  var body: some View {
    if isFormColumnsCells && !labelsHidden {
      label.formCell(.label)
      field.inFormRow().formCell(.control)
    } else if isFormRow && !labelsHidden {
      HStack(spacing: 12) {
        label
        field.inFormRow()
      }
    } else {
      field
    }
  }
}

/// The editable part of a text field or a secure field.
struct TextFieldControl: PrimitiveView {
  let text: Binding<String>
  let title: String?
  let prompt: String?
  let isSecure: Bool
  let onEditingChanged: (Bool) -> Void
  let onCommit: () -> Void
  /// A `.searchable` field: Return runs `onSubmit(of: .search)`, and the search field draws the
  /// focus ring around all of itself.
  var isSearchField = false
  var showsTitleAsPlaceholder = true

  /// The placeholder: the prompt, else (outside form rows) the title.
  var placeholder: String { prompt ?? (showsTitleAsPlaceholder ? title ?? "" : "") }

  func inFormRow() -> TextFieldControl {
    var copy = self
    copy.showsTitleAsPlaceholder = false
    return copy
  }

  static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    let node = TextFieldNode(parent: parent)
    node.update(view)
    return node
  }

  static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: TextFieldNode.self).update(view)
  }
}

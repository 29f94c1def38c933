extension TextField where Label == Text {
  /// A field editing a value through `format`, such as a number:
  ///
  /// ```swift
  /// TextField("Quantity", value: $quantity, format: .number)
  /// ```
  ///
  /// While editing, the field keeps what is typed; Return or leaving the field parses it into
  /// the value, or, when it does not parse, puts back the value's text.
  @MainActor public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), prompt: prompt?.string, label: Text(title), titleText: String(title),
      onEditingChanged: { _ in }, onCommit: {},
      formatting: TextFieldFormatting(value: value, format: format))
  }

  /// A field editing an optional value through `format`: an empty field is nil.
  @MainActor public init<S: StringProtocol, F: ParseableFormatStyle>(
    _ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), prompt: prompt?.string, label: Text(title), titleText: String(title),
      onEditingChanged: { _ in }, onCommit: {},
      formatting: TextFieldFormatting(optional: value, format: format))
  }
}

extension TextField {
  /// A field with a label view, editing a value through `format`.
  @MainActor public init<F: ParseableFormatStyle>(
    value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) where F.FormatOutput == String {
    self.init(
      text: .constant(""), prompt: prompt?.string, label: label(), titleText: nil, onEditingChanged: { _ in },
      onCommit: {}, formatting: TextFieldFormatting(value: value, format: format))
  }
}

/// How a field of a formatted value shows the value and takes what was typed.
@MainActor
struct TextFieldFormatting {
  /// The value's text.
  let formatted: @MainActor () -> String
  /// Parses `text` into the value; false when it does not parse.
  let commit: @MainActor (_ text: String) -> Bool

  init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F) where F.FormatOutput == String {
    formatted = { format.format(value.wrappedValue) }
    commit = { text in
      guard let parsed = try? format.parseStrategy.parse(text) else { return false }
      value.wrappedValue = parsed
      return true
    }
  }

  init<F: ParseableFormatStyle>(optional value: Binding<F.FormatInput?>, format: F)
  where F.FormatOutput == String {
    formatted = { value.wrappedValue.map(format.format) ?? "" }
    commit = { text in
      if text.allSatisfy(\.isWhitespace) {
        value.wrappedValue = nil
        return true
      }
      guard let parsed = try? format.parseStrategy.parse(text) else { return false }
      value.wrappedValue = parsed
      return true
    }
  }
}

/// A field of a formatted value: it edits a draft of the text, which Return or leaving the field
/// commits.
struct FormattedTextField<Label: View>: View {
  let label: Label
  let titleText: String?
  let prompt: String?
  let formatting: TextFieldFormatting

  /// What is typed, while it differs from the value's text; nil shows the value.
  @State private var draft: String?

  var body: some View {
    let text = Binding<String>(
      get: { [draft, formatting] in draft ?? formatting.formatted() },
      set: { [$draft] in $draft.wrappedValue = $0 })
    TextFieldRow(
      label: label,
      field: TextFieldControl(
        text: text, title: titleText, prompt: prompt, isSecure: false,
        onEditingChanged: { editing in
          if !editing { commit() }
        },
        onCommit: commit))
  }

  private func commit() {
    if let draft { _ = formatting.commit(draft) }
    draft = nil
  }
}

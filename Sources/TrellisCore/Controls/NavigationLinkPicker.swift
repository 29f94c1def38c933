/// A `.navigationLink` picker: a row with the label and the selected option that pushes a page
/// of the options, titled with the label when it is a text.
struct NavigationLinkPicker<Label: View>: View {
  let label: Label
  let selection: any SelectionSource
  let content: AnyView

  var body: some View {
    NavigationLink {
      ScrollView {
        PickerControl(selection: selection, content: content)
          .environment(\.pickerStyle, PickerStyleKind(kind: .checklist))
          .padding(.vertical, 8)
      }
      .navigationTitle((label as? Text) ?? Text(""))
    } label: {
      HStack {
        label
        Spacer(minLength: 8)
        PickerControl(selection: selection, content: content)
          .environment(\.pickerStyle, PickerStyleKind(kind: .navigationValue))
          .foregroundStyle(.secondary)
      }
    }
  }
}

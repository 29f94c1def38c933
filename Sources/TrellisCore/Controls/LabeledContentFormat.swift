extension LabeledContent where Label == Text, Content == Text {
  /// A row with a text label and a value shown through a format style:
  /// `LabeledContent("Size", value: bytes, format: .byteCount(style: .file))`.
  public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    self.init(content: { Text(format.format(value)) }, label: { Text(title) })
  }
}

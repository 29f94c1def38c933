extension TextFieldNode: PointerStyleSource {
  /// An I-beam while the field can be edited; a disabled field shows its container's pointer.
  var pointerStyle: PointerStyle? { environment.isEnabled ? .horizontalText : nil }
}

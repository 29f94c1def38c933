struct FocusableModifier: PrimitiveModifier {
  typealias NodeType = FocusableNode
  let isFocusable: Bool
  /// False for built-in views that show focus their own way (a date field's box).
  var drawsRing = true
}

/// `.focusable()`: lets keyboard focus (Tab, `@FocusState`) rest on a view that is no control,
/// so that its `.onKeyPress` handlers receive keys, and rings the view while it has focus, as
/// macOS does. It takes no pointer input itself, so taps still reach the gestures around it.
final class FocusableNode: PassThroughNode<FocusableModifier>, InteractiveNode {
  var acceptsInput: Bool { environment.isEnabled }
  var acceptsFocus: Bool { modifier.isFocusable }
  private var isFocused = false

  func focusChanged(_ isFocused: Bool) {
    self.isFocused = isFocused
    graph.setNeedsDisplay(frame.insetBy(dx: -4, dy: -4))
  }

  override func draw(into list: inout DisplayListBuilder) {
    super.draw(into: &list)
    if isFocused, modifier.drawsRing {
      ControlDrawing.focusRing(around: frame, radius: 4, palette: ControlPalette(environment), into: &list)
    }
  }

  override func modifierDidChange(from old: FocusableModifier) {
    if !modifier.isFocusable, graph.focusedNode === self { graph.setFocus(nil) }
  }

  func pointerDown(at point: CGPoint) {}
  func pointerUp(at point: CGPoint, inside: Bool) {}
}

extension View {
  /// Lets the view take keyboard focus, from Tab or a `@FocusState`, so that it receives key
  /// presses through ``View/onKeyPress(_:action:)``.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable))
  }

  /// Lets the view take keyboard focus for the given kinds of interaction. Trellis treats
  /// every kind alike: the view takes focus from Tab and `@FocusState` and receives keys.
  public func focusable(_ isFocusable: Bool = true, interactions: FocusInteractions) -> some View {
    modifier(FocusableModifier(isFocusable: isFocusable && !interactions.isEmpty))
  }
}

extension View {
  /// `.focusable()` for built-in views that draw their own focus indication.
  func focusableWithoutRing() -> some View {
    modifier(FocusableModifier(isFocusable: true, drawsRing: false))
  }
}

/// What a focusable view does with focus: is activated by it (as a button), edits with it (as a
/// text field), or both.
public struct FocusInteractions: OptionSet, Sendable {
  /// The set's bits.
  public let rawValue: Int
  /// A set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Focus lets the view be activated, as a button is.
  public static let activate = FocusInteractions(rawValue: 1)
  /// Focus lets the view take typed input, as a text field does.
  public static let edit = FocusInteractions(rawValue: 2)
  /// Every interaction.
  public static let automatic: FocusInteractions = [.activate, .edit]
}

extension View {
  /// Actions that a horizontal swipe over this list row reveals at one of its edges, as buttons
  /// filling the row's height.
  ///
  /// ```swift
  /// ForEach(messages) { message in
  ///     MessageRow(message)
  ///         .swipeActions {
  ///             Button(role: .destructive) { delete(message) } label: {
  ///                 Label("Delete", systemImage: "trash")
  ///             }
  ///             Button { flag(message) } label: { Label("Flag", systemImage: "flag") }
  ///                 .tint(.orange)
  ///         }
  /// }
  /// ```
  ///
  /// A horizontal scroll over the row (a touchpad swipe, a tilted wheel) slides it aside to show
  /// the buttons, the first nearest the edge; scrolling back hides them, and with
  /// `allowsFullSwipe` scrolling on past them runs the first. A button shows its label's icon,
  /// white on red for a destructive role, else on its tint (gray without one), and hides the
  /// buttons again after its action. Apply it twice for actions at both edges.
  public func swipeActions<Actions: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> Actions
  ) -> some View {
    SwipeActionsRow(content: self, edge: edge, allowsFullSwipe: allowsFullSwipe, actions: content())
  }
}

/// A row with swipe actions: the row slides aside over its actions while they are shown.
struct SwipeActionsRow<Content: View, Actions: View>: View {
  let content: Content
  let edge: HorizontalEdge
  let allowsFullSwipe: Bool
  let actions: Actions

  @State private var isOpen = false
  @State private var actionsWidth: CGFloat = 0
  /// Marks this row's actions, so that a full swipe finds them rather than another row's.
  @State private var token = SwipeActionsToken()
  @Environment(\.layoutDirection) private var layoutDirection
  @Environment(\.isInRowGroup) private var isInRow
  @Environment(\.rowGroupStyle) private var rowStyle

  var body: some View {
    // Which way the row slides to show the actions: left for trailing ones, left to right.
    let toward: CGFloat = (edge == .trailing) == (layoutDirection == .leftToRight) ? -1 : 1
    let close: DismissAction = DismissAction { [$isOpen] in
      withAnimation(.easeOut(duration: 0.2)) { $isOpen.wrappedValue = false }
    }
    // The actions fill the whole row, out to its edges past the padding around its content.
    let padding = isInRow ? rowStyle.rowPadding : .zero
    content
      .frame(maxWidth: .infinity, alignment: .leading)
      .offset(x: isOpen ? toward * actionsWidth : 0)
      .background(alignment: edge == .trailing ? .trailing : .leading) {
        // The first action nearest the edge: trailing ones run from the edge inwards.
        HStack(spacing: 0) { actions.environment(\.layoutDirection, layoutDirection) }
          .environment(\.layoutDirection, edge == .trailing ? layoutDirection.reversed : layoutDirection)
          .buttonStyle(SwipeActionButtonStyle())
          .fixedSize(horizontal: true, vertical: false)
          .frame(maxHeight: .infinity)
          .padding(.vertical, -padding.height)
          .padding(edge == .trailing ? .trailing : .leading, -padding.width)
          .onGeometryChange(for: CGFloat.self) {
            $0.size.width
          } action: {
            actionsWidth = $0
          }
          .environment(\.presentationButtonDismiss, close)
          .modifier(SwipeActionsMarker(token: token))
          .opacity(isOpen ? 1 : 0)
          .allowsHitTesting(isOpen)
      }
      .clipShape(Rectangle().inset(by: -max(padding.width, padding.height)))
      .modifier(
        HorizontalScrollModifier { delta, node in
          // A scroll toward the edge shows the actions, or with them shown runs the first; one
          // away from it hides them.
          let towardEdge = delta * toward < 0
          if !isOpen {
            guard towardEdge else { return false }
            withAnimation(.easeOut(duration: 0.2)) { isOpen = true }
          } else if towardEdge {
            if allowsFullSwipe { node.firstAction(marked: token)?.activate() }
          } else {
            close()
          }
          return true
        })
  }
}

extension LayoutDirection {
  fileprivate var reversed: LayoutDirection { self == .leftToRight ? .rightToLeft : .leftToRight }
}

/// The identity of one row's swipe actions.
final class SwipeActionsToken: Sendable {}

/// The look of a swipe action: its label's icon in white on a colored tile the row's height.
struct SwipeActionButtonStyle: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    SwipeActionButton(configuration: configuration)
  }
}

private struct SwipeActionButton: View {
  let configuration: ButtonStyleConfiguration
  @Environment(\.tint) private var tint

  var body: some View {
    configuration.label
      .labelStyle(.iconOnly)
      .foregroundStyle(Color.white)
      .padding(.horizontal, 16)
      .frame(maxHeight: .infinity)
      .background(configuration.role == .destructive ? Color.red : tint ?? Color.gray)
      .opacity(configuration.isPressed ? 0.8 : 1)
  }
}

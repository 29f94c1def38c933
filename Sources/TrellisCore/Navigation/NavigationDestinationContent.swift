/// A pushed value's view. The destination closure runs in this view's body, so the state it reads
/// (of the view that declared it, say) updates the pushed view when it changes, as in SwiftUI.
struct NavigationDestinationContent: View {
  let value: AnyHashable
  let build: (AnyHashable) -> AnyView?

  var body: some View {
    build(value) ?? AnyView(EmptyView())
  }
}

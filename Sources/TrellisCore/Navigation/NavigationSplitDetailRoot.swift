/// The detail column's root: the destination of the value a leading column's link shows, else
/// the split view's own detail view. Each keeps its state while it stays.
struct NavigationSplitDetailRoot<Detail: View>: View {
  let shown: NavigationDestinationContent?
  let detail: Detail

  var body: some View {
    if let shown { shown } else { detail }
  }
}

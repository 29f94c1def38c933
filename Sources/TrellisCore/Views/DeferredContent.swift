/// A view made by a closure in its own body: what a node that presents content elsewhere (a
/// sheet, a popover) sets as that content. The state the closure reads (`Text("\(count)")` in a
/// sheet's content) is then read by this view, so a change to it evaluates the content again, as
/// SwiftUI updates a sheet when the presenting view's state changes.
struct DeferredContent<Content: View>: View {
  let make: @MainActor () -> Content

  var body: Content { make() }
}

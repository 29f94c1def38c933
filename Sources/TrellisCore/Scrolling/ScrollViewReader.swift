/// A view whose content can scroll to any view with an explicit identity: a `ForEach` row's id,
/// or an id given with `.id(_:)`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView {
///         ForEach(messages) { MessageRow(message: $0) }
///     }
///     .onChange(of: messages.count) {
///         withAnimation { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
///     }
/// }
/// ```
/// The proxy scrolls the scroll views inside the reader's content, or the ones the reader sits
/// in. It is valid while the reader is in the view tree; calling it during the body is a mistake
/// (as in SwiftUI): call it from actions, `onAppear` or `onChange`.
public struct ScrollViewReader<Content: View>: View {
  /// Links the proxies the content is given to the reader's node, for as long as the reader lives.
  @State private var target = ScrollTarget()
  private let content: (ScrollViewProxy) -> Content

  /// A reader whose content `content` builds, given a proxy that scrolls to identified views.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: some View {
    content(ScrollViewProxy(target: target)).modifier(ScrollReaderModifier(target: target))
  }
}

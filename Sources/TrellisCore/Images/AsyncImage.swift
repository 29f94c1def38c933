/// A view that loads an image from a URL and shows it, with a placeholder until it arrives.
///
/// ```swift
/// AsyncImage(url: URL(string: "https://example.com/cat.jpg")) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// .frame(width: 120, height: 120)
/// ```
/// `file:`, `data:`, `http:` and `https:` URLs load; PNG and JPEG images decode. http(s) URLs
/// are fetched with the `curl` program, which must be installed. Loading starts when the view
/// appears, runs off the main actor, is cancelled when the view leaves, and starts over when the
/// URL changes. As in SwiftUI, nothing is cached between views.
public struct AsyncImage<Content: View>: View {
  private let url: URL?
  private let scale: CGFloat
  private let transaction: Transaction
  /// The view for a phase; nil shows the default placeholder.
  private let content: (AsyncImagePhase) -> Content?
  @State private var outcome: Outcome?

  /// The phase reached for one URL.
  private struct Outcome {
    var url: URL
    var phase: AsyncImagePhase
  }

  /// Shows the image at `url` at its own size (in points: pixels divided by `scale`), and a gray
  /// placeholder that fills the space offered until it has loaded or when loading fails.
  public init(url: URL?, scale: CGFloat = 1) where Content == Image {
    self.init(url: url, scale: scale, transaction: Transaction(), optionalContent: \.image)
  }

  /// Shows `content` with the loaded image, and `placeholder` until then or when loading fails.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale, transaction: Transaction()) { phase -> _ConditionalContent<I, P> in
      if let image = phase.image { return ViewBuilder.buildEither(first: content(image)) }
      return ViewBuilder.buildEither(second: placeholder())
    }
  }

  /// Shows what `content` makes of each phase: `.empty` while loading, then `.success` or
  /// `.failure`. A change of phase is made within `transaction`, which may animate it.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.init(url: url, scale: scale, transaction: transaction, optionalContent: content)
  }

  private init(
    url: URL?, scale: CGFloat, transaction: Transaction,
    optionalContent content: @escaping (AsyncImagePhase) -> Content?
  ) {
    self.url = url
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    if self.scale != scale {
      ViewGraph.warnOnce("AsyncImage scale \(scale) is not a positive number; using 1")
    }
    self.transaction = transaction
    self.content = content
  }

  /// The phase for the current URL: a result loaded for another URL does not count.
  private var phase: AsyncImagePhase {
    guard let outcome, let url, outcome.url == url else { return .empty }
    return outcome.phase
  }

  /// The view for the current phase, which loads the URL while it is shown.
  public var body: some View {
    let outcome = $outcome
    let transaction = transaction
    return AsyncImageContent(content: content(phase))
      .modifier(
        AsyncImageLoading(
          url: url, scale: scale, isSettled: self.outcome?.url == url,
          deliver: { url, phase in
            Transaction.withTransaction(transaction) {
              outcome.wrappedValue = Outcome(url: url, phase: phase)
            }
          }))
  }
}

/// An `AsyncImage`'s view for its phase, or when it has none (`AsyncImage(url:scale:)` before
/// the image loads or when it fails) a gray rectangle that fills the space offered.
struct AsyncImageContent<Content: View>: View {
  let content: Content?

  var body: some View {
    if let content {
      content
    } else {
      Rectangle().fill(.quaternary)
    }
  }
}

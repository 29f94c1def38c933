/// A text node's request and the metrics measured for it so far. A node replaces it whenever
/// its request changes, so nothing measured for an old request is ever reused.
///
/// Kept in the node itself (an object of its own was an allocation more for every text), and
/// measured through `mutating` methods, so that the request is lent to the measurer where it
/// lies: a request read out of a class's stored property to be passed on is copied (its string,
/// font family and runs retained and released), which cost as much as a simple measurer's answer.
///
/// The measurer is handed to each call rather than kept: the graph's, borrowed where it lies.
/// Kept here, it was retained for every text made (a twentieth of building a tree of texts),
/// or, held unretained, for every measurement.
struct TextMeasurements {
  /// What is measured.
  let request: TextRequest
  /// The metrics on lines as long as the text needs.
  private var ideal: TextMetrics?
  /// The metrics at one width narrower than the text's single line, with no height limit: the
  /// last such width asked. Every height they fit in gives the same metrics, and stacks ask a
  /// text for its height at a width both unlimited and for a share of theirs.
  private var wrapped: (width: CGFloat, metrics: TextMetrics)?

  init(_ request: TextRequest) {
    self.request = request
  }

  /// The metrics of the text unwrapped, measured once by `measurer`.
  mutating func idealMetrics(using measurer: any TextMeasurer) -> TextMetrics {
    if let ideal { return ideal }
    let measured = measurer.measure(request, maxWidth: nil, maxHeight: nil)
    ideal = measured
    return measured
  }

  /// The metrics for `proposal`, measured only when no earlier answer is known to be the same:
  /// a text keeps all its lines in any height that holds them and at least one in any height,
  /// and wrapping within a width its lines already fit changes nothing.
  mutating func metrics(_ proposal: ProposedViewSize, using measurer: any TextMeasurer) -> TextMetrics {
    let ideal = idealMetrics(using: measurer)
    guard let width = proposal.width, width < ideal.size.width else {
      // A single line (its baselines are one) as wide as it needs is the same at any height.
      if Self.fits(ideal, proposal.height) { return ideal }
      return measurer.measure(request, maxWidth: proposal.width, maxHeight: proposal.height)
    }
    if let wrapped, wrapped.width.bitPattern == width.bitPattern, Self.fits(wrapped.metrics, proposal.height)
    {
      return wrapped.metrics
    }
    let measured = measurer.measure(request, maxWidth: width, maxHeight: proposal.height)
    // Measurers take an infinite height as no limit (see `TextMeasurer`).
    var unlimited = true
    if let height = proposal.height, height < .infinity { unlimited = false }
    if unlimited { wrapped = (width, measured) }
    return measured
  }

  /// Whether `metrics`, measured with no height limit, are also the answer for `height`.
  private static func fits(_ metrics: TextMetrics, _ height: CGFloat?) -> Bool {
    guard let height else { return true }
    return height >= metrics.size.height || metrics.firstBaseline == metrics.lastBaseline
  }
}

public import TrellisCore

/// Measures text with Pango, exactly as `CairoPainter` draws it.
///
/// One Pango layout is reused for every question, and answers are cached because layout asks the
/// same question many times. Not thread-safe: use one measurer per thread.
public final class PangoTextMeasurer: TextMeasurer {
  private struct Key: Hashable {
    var request: TextRequest
    var maxWidth: CGFloat?
    var maxHeight: CGFloat?
  }

  /// The most answers kept; the cache starts over when it fills up.
  public static let cacheLimit = 4096

  private let engine = PangoTextEngine()
  private var cache: [Key: TextMetrics] = [:]

  /// A measurer with its own Pango context.
  public init() {}

  /// The size and baselines of `request` laid out within `maxWidth` × `maxHeight`, in whole
  /// points; see `TextMeasurer` for the rules.
  public func measure(_ request: TextRequest, maxWidth: CGFloat?, maxHeight: CGFloat?) -> TextMetrics {
    let key = Key(
      request: request, maxWidth: PangoTextEngine.sanitized(maxWidth),
      maxHeight: PangoTextEngine.sanitized(maxHeight))
    if let cached = cache[key] { return cached }
    let metrics = engine.layOut(request, maxWidth: key.maxWidth, maxHeight: key.maxHeight)
    if cache.count >= Self.cacheLimit { cache.removeAll(keepingCapacity: true) }
    cache[key] = metrics
    return metrics
  }
}

/// What the few texts that shrink to fit, sit off their baseline or are redacted need beyond
/// their request; a text node holds one only then, so that the many plain texts stay small.
final class TextAdjustments {
  /// How far the text may shrink, 0 … 1.
  let minimumScaleFactor: CGFloat
  /// How far the glyphs are raised, in points; the frame grows by its magnitude.
  let baselineOffset: CGFloat
  /// Whether the text draws as placeholder bars.
  let isRedacted: Bool
  /// The scale chosen for each proposal: finding it takes several measurements.
  private var scales: [ProposedViewSize: CGFloat] = [:]
  private static let scaleCacheLimit = 32

  private init(minimumScaleFactor: CGFloat, baselineOffset: CGFloat, isRedacted: Bool) {
    self.minimumScaleFactor = minimumScaleFactor
    self.baselineOffset = baselineOffset
    self.isRedacted = isRedacted
  }

  /// The adjustments of `text` in `environment`, or nil when it needs none (allocating
  /// nothing: every text asks whenever it changes).
  static func make(text: Text, environment: EnvironmentValues) -> TextAdjustments? {
    withUnretained(environment.unretainedTextSettings) { make(text: text, settings: $0) }
  }

  /// The adjustments of `text` in an environment whose text settings are `settings`.
  static func make(text: Text, settings: TextEnvironmentSettings) -> TextAdjustments? {
    let factor = settings.minimumScaleFactor
    var offset = settings.typography.baselineOffset ?? 0
    if let own = text.extras?.typography.baselineOffset { offset = own }
    offset = offset.isFinite ? min(max(offset, -10_000), 10_000) : 0
    let isRedacted = settings.redactsText
    if factor >= 1 && offset == 0 && !isRedacted { return nil }
    return TextAdjustments(minimumScaleFactor: factor, baselineOffset: offset, isRedacted: isRedacted)
  }

  /// Whether `other` lays the text out the same way.
  func hasSameLayout(as other: TextAdjustments?) -> Bool {
    minimumScaleFactor == (other?.minimumScaleFactor ?? 1) && baselineOffset == (other?.baselineOffset ?? 0)
  }

  /// The proposal the text itself gets, without the room the baseline offset takes.
  private func inner(_ proposal: ProposedViewSize) -> ProposedViewSize {
    var inner = proposal
    if let height = inner.height { inner.height = max(0, height - abs(baselineOffset)) }
    return inner
  }

  /// The metrics of `request` for `proposal`: shrunk if need be, with the baseline offset's
  /// room. `unscaled` measures the request as it is, from the node's cache.
  func metrics(
    _ proposal: ProposedViewSize, request: TextRequest, measurer: any TextMeasurer,
    unscaled: (ProposedViewSize) -> TextMetrics
  ) -> TextMetrics {
    let inner = inner(proposal)
    let scale = scale(for: inner, request: request, measurer: measurer)
    var metrics =
      scale == 1
      ? unscaled(inner)
      : measurer.measure(Self.scaled(request, by: scale), maxWidth: inner.width, maxHeight: inner.height)
    metrics.size.height += abs(baselineOffset)
    // Baseline alignment follows the baseline the glyphs were raised from.
    metrics.firstBaseline += max(baselineOffset, 0)
    metrics.lastBaseline += max(baselineOffset, 0)
    return metrics
  }

  /// The request to draw for a text placed with `proposal`, and where its glyphs go in `rect`.
  func drawing(
    _ request: TextRequest, in rect: CGRect, proposal: ProposedViewSize, measurer: any TextMeasurer
  ) -> (request: TextRequest, rect: CGRect) {
    let scale = scale(for: inner(proposal), request: request, measurer: measurer)
    let offset = abs(baselineOffset)
    let glyphs = CGRect(
      x: rect.minX, y: rect.minY + max(-baselineOffset, 0), width: rect.width,
      height: max(0, rect.height - offset))
    return (scale == 1 ? request : Self.scaled(request, by: scale), glyphs)
  }

  /// The largest scale, down to the minimum factor, at which the text shows whole within
  /// `proposal`: a binary search of a few measurements, kept per proposal.
  private func scale(for proposal: ProposedViewSize, request: TextRequest, measurer: any TextMeasurer)
    -> CGFloat
  {
    guard minimumScaleFactor < 1, proposal.width != nil || proposal.height != nil else { return 1 }
    if request.lineLimit == nil && proposal.height == nil { return 1 }
    if let known = scales[proposal] { return known }
    func fits(_ scale: CGFloat) -> Bool {
      let scaled = Self.scaled(request, by: scale)
      let shown = measurer.measure(scaled, maxWidth: proposal.width, maxHeight: proposal.height)
      var whole = scaled
      whole.lineLimit = nil
      // Cut text has fewer lines (or an ellipsis) than the same text with no limits.
      return shown.size == measurer.measure(whole, maxWidth: proposal.width, maxHeight: nil).size
    }
    var result: CGFloat
    if fits(1) {
      result = 1
    } else if !fits(minimumScaleFactor) {
      result = minimumScaleFactor
    } else {
      var low = minimumScaleFactor
      var high: CGFloat = 1
      for _ in 0..<8 {
        let middle = (low + high) / 2
        if fits(middle) { low = middle } else { high = middle }
      }
      result = low
    }
    if scales.count >= Self.scaleCacheLimit { scales.removeAll(keepingCapacity: true) }
    scales[proposal] = result
    return result
  }

  static func scaled(_ request: TextRequest, by scale: CGFloat) -> TextRequest {
    var scaled = request
    scaled.font.size = request.font.size * scale
    scaled.letterSpacing = request.letterSpacing * scale
    if let runs = request.runs {
      scaled.runs = runs.map { run in
        var run = run
        run.font.size *= scale
        run.letterSpacing *= scale
        run.baselineOffset *= scale
        return run
      }
    }
    return scaled
  }

  // MARK: Redaction

  /// Placeholder bars for the lines of `request` drawn in `rect`: full width but for a shorter
  /// last line, as SwiftUI draws them, in the text's color, faint.
  static func redactionBars(
    for request: TextRequest, in rect: CGRect, paint: Paint, measurer: any TextMeasurer,
    into list: inout DisplayListBuilder
  ) {
    var line = request
    line.lineLimit = 1
    let lineHeight = max(1, measurer.measure(line, maxWidth: rect.width, maxHeight: nil).size.height)
    let pitch = lineHeight + request.lineSpacing
    let count = max(1, Int(((rect.height + request.lineSpacing) / pitch).rounded()))
    var color = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5, opacity: 1)
    if case .color(let resolved) = paint { color = resolved }
    color.opacity *= 0.2
    for index in 0..<count {
      let width = index == count - 1 && count > 1 ? (rect.width * 0.6).rounded() : rect.width
      let x: CGFloat
      switch request.alignment {
      case .leading: x = rect.minX
      case .center: x = (rect.midX - width / 2).rounded()
      case .trailing: x = rect.maxX - width
      }
      let bar = CGRect(
        x: x,
        y: rect.minY + CGFloat(index) * pitch + lineHeight * 0.15, width: width, height: lineHeight * 0.7)
      list.append(
        .fill(
          Path(roundedRect: bar, cornerRadius: min(4, bar.height / 3), style: .circular), .color(color),
          eoFill: false))
    }
  }
}

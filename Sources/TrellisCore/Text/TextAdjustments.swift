/// What the few texts that shrink or tighten to fit, sit off their baseline or are redacted need
/// beyond their request; a text node holds one only then, so that the many plain texts stay
/// small.
final class TextAdjustments {
  /// How far the text may shrink, 0 … 1.
  let minimumScaleFactor: CGFloat
  /// Whether the text may squeeze its characters together to fit.
  let allowsTightening: Bool
  /// How far the glyphs are raised, in points; the frame grows by its magnitude.
  let baselineOffset: CGFloat
  /// Whether the text draws as placeholder bars.
  let isRedacted: Bool
  /// The fit chosen for each proposal: finding it takes several measurements.
  private var chosen: [ProposedViewSize: Fit] = [:]
  private static let fitCacheLimit = 32

  /// How far a text tightens: each character's advance shrinks by at most this fraction of its
  /// font's size. Tightening past a few percent makes letters touch.
  static let maximumTightening: CGFloat = 0.05

  /// How a text is adjusted to fit a proposal: shrunk to `scale` of its size, and its characters
  /// moved closer by `tightening` of its font's size each.
  struct Fit: Equatable {
    var scale: CGFloat = 1
    var tightening: CGFloat = 0

    /// The text as it is.
    static let none = Fit()
  }

  private init(
    minimumScaleFactor: CGFloat, allowsTightening: Bool, baselineOffset: CGFloat, isRedacted: Bool
  ) {
    self.minimumScaleFactor = minimumScaleFactor
    self.allowsTightening = allowsTightening
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
    let tightens = settings.allowsTightening
    if factor >= 1 && !tightens && offset == 0 && !isRedacted { return nil }
    return TextAdjustments(
      minimumScaleFactor: factor, allowsTightening: tightens, baselineOffset: offset, isRedacted: isRedacted)
  }

  /// Whether `other` lays the text out the same way.
  func hasSameLayout(as other: TextAdjustments?) -> Bool {
    minimumScaleFactor == (other?.minimumScaleFactor ?? 1)
      && allowsTightening == (other?.allowsTightening ?? false)
      && baselineOffset == (other?.baselineOffset ?? 0)
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
    let fit = fit(for: inner, request: request, measurer: measurer)
    var metrics =
      fit == .none
      ? unscaled(inner)
      : measurer.measure(Self.adjusted(request, by: fit), maxWidth: inner.width, maxHeight: inner.height)
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
    let fit = fit(for: inner(proposal), request: request, measurer: measurer)
    let offset = abs(baselineOffset)
    let glyphs = CGRect(
      x: rect.minX, y: rect.minY + max(-baselineOffset, 0), width: rect.width,
      height: max(0, rect.height - offset))
    return (fit == .none ? request : Self.adjusted(request, by: fit), glyphs)
  }

  /// How the text fits `proposal` whole, kept per proposal: as it is if it can; else with the
  /// least tightening that makes it fit, if it may tighten; else at the largest scale, down to
  /// the minimum factor, that makes it fit, tightened all the way if it may tighten (as much of
  /// it as fits is then shown). Binary searches of a few measurements each.
  private func fit(for proposal: ProposedViewSize, request: TextRequest, measurer: any TextMeasurer) -> Fit {
    guard minimumScaleFactor < 1 || allowsTightening, proposal.width != nil || proposal.height != nil else {
      return .none
    }
    if request.lineLimit == nil && proposal.height == nil { return .none }
    if let known = chosen[proposal] { return known }
    func fits(_ fit: Fit) -> Bool {
      let adjusted = Self.adjusted(request, by: fit)
      let shown = measurer.measure(adjusted, maxWidth: proposal.width, maxHeight: proposal.height)
      var whole = adjusted
      whole.lineLimit = nil
      // Cut text has fewer lines (or an ellipsis) than the same text with no limits.
      return shown.size == measurer.measure(whole, maxWidth: proposal.width, maxHeight: nil).size
    }
    let tightest = Fit(scale: 1, tightening: allowsTightening ? Self.maximumTightening : 0)
    var result: Fit
    if fits(.none) {
      result = .none
    } else if allowsTightening && fits(tightest) {
      var loose: CGFloat = 0
      var tight = tightest.tightening
      for _ in 0..<6 {
        let middle = (loose + tight) / 2
        if fits(Fit(scale: 1, tightening: middle)) { tight = middle } else { loose = middle }
      }
      result = Fit(scale: 1, tightening: tight)
    } else if minimumScaleFactor >= 1 {
      result = tightest
    } else if !fits(Fit(scale: minimumScaleFactor, tightening: tightest.tightening)) {
      result = Fit(scale: minimumScaleFactor, tightening: tightest.tightening)
    } else {
      var low = minimumScaleFactor
      var high: CGFloat = 1
      for _ in 0..<8 {
        let middle = (low + high) / 2
        if fits(Fit(scale: middle, tightening: tightest.tightening)) { low = middle } else { high = middle }
      }
      result = Fit(scale: low, tightening: tightest.tightening)
    }
    if chosen.count >= Self.fitCacheLimit { chosen.removeAll(keepingCapacity: true) }
    chosen[proposal] = result
    return result
  }

  /// `request` shrunk and tightened as `fit` says: sizes, spacing and offsets scaled, and each
  /// run's characters moved closer by the tightening times its own (scaled) font size.
  static func adjusted(_ request: TextRequest, by fit: Fit) -> TextRequest {
    var adjusted = request
    adjusted.font.size = request.font.size * fit.scale
    adjusted.letterSpacing = request.letterSpacing * fit.scale - fit.tightening * adjusted.font.size
    if let runs = request.runs {
      adjusted.runs = runs.map { run in
        var run = run
        run.font.size *= fit.scale
        run.letterSpacing = run.letterSpacing * fit.scale - fit.tightening * run.font.size
        run.baselineOffset *= fit.scale
        return run
      }
    }
    return adjusted
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

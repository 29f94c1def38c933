/// A view that shows read-only text, laid out and drawn with Pango.
///
/// Text takes no more room than its lines: given less width than its single-line size it wraps at
/// word boundaries, and when out of height or past its line limit it ends with an ellipsis.
public struct Text: Equatable, Sendable {
  // A `var` only so that a live date text can show the string of the moment (`showing(_:)`).
  private(set) var string: String
  var font: Font?
  var weight: Font.Weight?
  var isItalic = false
  var isMonospaced = false
  var color: Color?
  var style: AnyShapeStyleBox?
  var underline = false
  var strikethrough = false
  /// Kerning, tracking and styled runs, in one box: few texts have any, and every text node
  /// keeps its text inline, so the usual text pays one nil pointer for all of them.
  var extras: TextExtras?
  var typography: TextTypography {
    get { extras?.typography ?? TextTypography() }
    set { extras = TextExtras.make(typography: newValue, runs: extras?.runs, liveDate: extras?.liveDate) }
  }

  /// The styled pieces of a text made of several (`+`, Markdown, interpolated texts), whose
  /// strings `string` joins; nil for the usual text in one style.
  var runs: [Run]? {
    get { extras?.runs }
    set { extras = TextExtras.make(typography: typography, runs: newValue, liveDate: extras?.liveDate) }
  }

  /// The date this text shows relative to the current time, when it is one that ticks.
  var liveDate: LiveDateText? {
    get { extras?.liveDate }
    set { extras = TextExtras.make(typography: typography, runs: runs, liveDate: newValue) }
  }

  /// This text showing `string` instead, in the same style: a live date's string of the moment.
  func showing(_ string: String) -> Text {
    var copy = self
    copy.string = string
    return copy
  }

  /// Text showing `content` as written: no Markdown, no localization.
  public init(verbatim content: String) { string = content }

  /// Text showing `content` as written, as SwiftUI shows a string that is not a literal: no
  /// Markdown, no localization.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { string = String(content) }

  /// Text showing a localized string key: a literal, or an interpolation of values, dates and
  /// other texts.
  ///
  /// Trellis has no localization bundles on Linux, so the key is shown as written and
  /// `tableName`, `bundle` and `comment` are ignored. Markdown in the literal text is styled as
  /// SwiftUI styles it; a link is drawn in the accent color, and a click on it opens its URL
  /// through the environment's `openURL` action.
  @inlinable
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil
  ) {
    // Inlined so that a plain key, nearly every one, costs no more than a string.
    if let segments = key.segments {
      self.init(markdown: segments)
    } else {
      self.init(verbatim: key.key)
    }
  }

  /// The text of a key's parts, with Markdown in the literal ones styled.
  @usableFromInline init(markdown segments: [LocalizedStringKey.Segment]) {
    self = MarkdownScanner.text(from: segments)
  }

  /// Where an ellipsis replaces text that does not fit.
  public typealias TruncationMode = TextRequest.TruncationMode

  /// The text in `font`.
  public func font(_ font: Font?) -> Text {
    var copy = self
    copy.font = font
    return copy
  }

  /// The text at a font weight.
  public func fontWeight(_ weight: Font.Weight?) -> Text {
    var copy = self
    copy.weight = weight
    return copy
  }

  /// The text in bold.
  public func bold(_ isActive: Bool = true) -> Text { isActive ? fontWeight(.bold) : self }

  /// The text in italics.
  public func italic(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isItalic = isActive
    return copy
  }

  /// The text in a monospaced font.
  public func monospaced(_ isActive: Bool = true) -> Text {
    var copy = self
    copy.isMonospaced = isActive
    return copy
  }

  /// The text in `color`.
  public func foregroundColor(_ color: Color?) -> Text {
    var copy = self
    copy.color = color
    copy.style = nil
    return copy
  }

  /// The text in `style`.
  public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    var copy = self
    copy.style = AnyShapeStyleBox(AnyShapeStyle(style))
    copy.color = nil
    return copy
  }

  /// The text underlined, in `pattern` and `color` (nil: the text's color).
  public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
    -> Text
  {
    var copy = self
    copy.underline = isActive
    // A plain solid line needs no typography, so plain underlined text keeps the fast path; one
    // turned off is kept, to win over an underline set on an enclosing view.
    let style = LineStyle(pattern: pattern, color: color)
    if !isActive || style != .single || extras?.typography.underline != nil {
      copy.typography.underline = TextDecorationSetting(isActive: isActive, style: style)
    }
    return copy
  }

  /// The text struck through, in `pattern` and `color` (nil: the text's color).
  public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil)
    -> Text
  {
    var copy = self
    copy.strikethrough = isActive
    let style = LineStyle(pattern: pattern, color: color)
    if !isActive || style != .single || extras?.typography.strikethrough != nil {
      copy.typography.strikethrough = TextDecorationSetting(isActive: isActive, style: style)
    }
    return copy
  }

  /// Text made of this text followed by `other`, each keeping its own styling, laid out as one
  /// paragraph. Modifiers applied to the result style every part that does not set its own.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(runs: lhs.flattenedRuns + rhs.flattenedRuns)
  }

  /// The request the measurer and painter see for this text in `environment`.
  func request(in environment: EnvironmentValues) -> TextRequest {
    withUnretained(environment.unretainedTextSettings) { request(in: environment, settings: $0) }
  }

  /// The request for this text in `environment`, whose text settings are `settings`.
  func request(in environment: EnvironmentValues, settings: TextEnvironmentSettings) -> TextRequest {
    // The text's own settings win over its environment's, which win over the font's. Most
    // texts have none: they take the environment's font as it was resolved for all of them.
    // (`if case` and `===` rather than `== nil`, which copies and compares the optionals.)
    if case .none = self.font, case .none = weight, !isItalic, !isMonospaced, extras === nil,
      !settings.decorates
    {
      return request(
        font: settings.plainFont, letterSpacing: settings.plainLetterSpacing,
        lineSpacing: settings.plainLineSpacing, settings: settings)
    }
    return styledRequest(in: environment, settings: settings)
  }

  /// The request of a text that sets its own font, weight or typography. Out of line, so that
  /// `request(in:settings:)`, which every text node runs, carries none of this code.
  @inline(never)
  private func styledRequest(in environment: EnvironmentValues, settings: TextEnvironmentSettings)
    -> TextRequest
  {
    var font = self.font ?? settings.font ?? .body
    let typography: TextTypography
    if let own = extras?.typography {
      typography = own.merged(over: settings.typography)
    } else {
      typography = settings.typography
    }
    if typography.changesFont { font = typography.apply(to: font) }
    if let weight { font = font.weight(weight) }
    if isItalic { font = font.italic() }
    if isMonospaced { font = font.monospaced() }
    // A styled or inherited line is drawn per run; a text of one style is then one run.
    let resolved = font.resolved(at: settings.dynamicTypeSize, scale: settings.textScale)
    let lineSpacing = settings.lineSpacing + font.leadingSpacing(at: resolved.size)
    if let runs = extras?.runs ?? (typography.setsDecorations ? [Run(text: self, link: nil)] : nil) {
      return request(
        runs: runs, font: resolved, letterSpacing: typography.letterSpacing, lineSpacing: lineSpacing,
        in: environment)
    }
    return request(
      font: resolved, letterSpacing: typography.letterSpacing, lineSpacing: lineSpacing, settings: settings)
  }

  /// The request of a text of one run in `font`.
  private func request(
    font: ResolvedFont, letterSpacing: CGFloat, lineSpacing: CGFloat, settings: TextEnvironmentSettings
  )
    -> TextRequest
  {
    // The memberwise initializer (see `TextRequest.init(string:font:…)`).
    TextRequest(
      string: settings.textCase.map { $0.apply(to: string) } ?? string, font: font,
      truncationMode: settings.truncationMode, alignment: settings.alignment, underline: underline,
      strikethrough: strikethrough, lineLimit: settings.lineLimit, lineSpacing: lineSpacing,
      letterSpacing: TextRequest.clamped(letterSpacing: letterSpacing), runs: nil)
  }

  /// The request of a text of several runs. Out of line, so that `request(in:)`, which every
  /// text node runs, carries none of this rare case's code.
  @inline(never)
  private func request(
    runs: [Run], font: ResolvedFont, letterSpacing: CGFloat, lineSpacing: CGFloat,
    in environment: EnvironmentValues
  )
    -> TextRequest
  {
    let (joined, resolved) = resolvedRuns(runs, in: environment)
    return TextRequest(
      string: joined, font: font, lineLimit: environment.lineLimit,
      truncationMode: environment.truncationMode,
      alignment: environment.multilineTextAlignment, lineSpacing: lineSpacing,
      underline: underline,
      strikethrough: strikethrough, letterSpacing: letterSpacing, runs: resolved)
  }

  /// A run's font in `environment`, with `typography`'s and the run's own changes, as
  /// `request(in:)` resolves a text's.
  func resolvedFont(in environment: EnvironmentValues, typography: TextTypography) -> Font {
    var font = self.font ?? environment.font ?? .body
    if typography.changesFont { font = typography.apply(to: font) }
    if let weight { font = font.weight(weight) }
    if isItalic { font = font.italic() }
    if isMonospaced { font = font.monospaced() }
    return font
  }

  func paint(in environment: EnvironmentValues, bounds: CGRect) -> Paint {
    if let color { return .color(color.resolve(in: environment)) }
    if let style { return style.style._resolvePaint(in: environment, bounds: bounds) }
    return ForegroundStyle()._resolvePaint(in: environment, bounds: bounds)
  }
}

/// Holds a style inside `Text`, compared by identity so `Text` stays `Equatable`.
final class AnyShapeStyleBox: Equatable, Sendable {
  let style: AnyShapeStyle
  init(_ style: AnyShapeStyle) { self.style = style }
  static func == (lhs: AnyShapeStyleBox, rhs: AnyShapeStyleBox) -> Bool { lhs === rhs }
}

extension Text: PrimitiveView {
  public static func _makeNode(_ view: Self, parent: _Node) -> _Node {
    TextNode(text: view, parent: parent)
  }

  public static func _updateNode(_ node: _Node, with view: Self) {
    unsafeDowncast(node, to: TextNode.self).update(text: view)
  }

  /// A body that is a text moves into its node: made through `_makeNode`, which borrows it,
  /// every text a body returns was copied, retaining all it holds.
  public static func _makeBodyNode(_ view: consuming Self, owner: _Node) -> _Node {
    TextNode(text: view, parent: owner)
  }
}

/// The layout node of a `Text`.
final class TextNode: LayoutNode {
  private(set) var text: Text
  /// The request and what was measured for it. Written by measuring and by a new request,
  /// never during another access to it: no run-time checks.
  @exclusivity(unchecked) private var measurements: TextMeasurements
  /// Whether the graph is to wake this node when its live date's string changes. Next to
  /// `measurements`, whose last byte leaves room for it before the next pointer.
  private var hasLiveDateWakeUp = false
  /// What the measurer and painter get for this text.
  var request: TextRequest { measurements.request }

  // Kept owned: the optimizer otherwise borrows `text` instead, and copies it into the node.
  @_semantics("optimize.sil.specialize.owned2guarantee.never")
  init(text: consuming Text, parent: __shared _Node) {
    // The request is made before the node, from the environment it will have, rather than
    // after it in place of a placeholder that every text would build and throw away.
    let environment = parent.environmentForChildren
    (measurements, adjustments) = Self.measurements(of: text, in: environment, parent: parent)
    // Stored last, so that the text moves into the node instead of being copied for the reads
    // above.
    self.text = consume text
    super.init(parent: parent, environment: consume environment)
    if self.text.hasLiveDates { showLiveDate() }
  }

  /// The measurements and adjustments of a new node's `text`, its environment's text settings
  /// read once and unretained.
  private static func measurements(
    of text: borrowing Text, in environment: EnvironmentValues, parent: _Node
  ) -> (TextMeasurements, TextAdjustments?) {
    withUnretained(environment.unretainedTextSettings) { settings in
      (
        TextMeasurements(text.request(in: environment, settings: settings)),
        TextAdjustments.make(text: text, settings: settings)
      )
    }
  }

  /// Shrinking, baseline offset and redaction, for the few texts that have them.
  private(set) var adjustments: TextAdjustments?

  /// A solid text color moving to a new one in an animated change; boxed, since few texts ever
  /// animate their color and the animator inline made every text node an eighth larger.
  private var color: TextColorAnimation?

  /// The old string leaving while the new one arrives, in an animated change under a
  /// `.contentTransition`.
  private var stringChange: TextContentAnimation?

  func update(text newText: Text) {
    guard newText != text else { return }
    let oldPaint = text.paint(in: environment, bounds: frame)
    let old = (request: request, size: targetFrame.size, paint: oldPaint)
    text = newText
    animateColor(from: oldPaint)
    refresh()
    animateContent(from: old)
    if text.hasLiveDates || hasLiveDateWakeUp { scheduleLiveDate() }
  }

  /// The text as shown now: a live date's string of the moment.
  private var shownText: Text {
    text.hasLiveDates ? text.showingLiveDates(at: graph.date) : text
  }

  /// Shows a live date's string of the moment and waits for the next.
  private func showLiveDate() {
    refresh()
    scheduleLiveDate()
  }

  /// Asks the graph to wake this node when the live date's string next changes.
  private func scheduleLiveDate() {
    guard text.hasLiveDates, let next = text.nextLiveDateChange(after: graph.date) else {
      if hasLiveDateWakeUp { graph.wakeUps.cancel(self) }
      hasLiveDateWakeUp = false
      return
    }
    hasLiveDateWakeUp = true
    graph.wakeUps.schedule(self, at: ViewGraph.time(at: next)) { [weak self] in
      guard let self, self.isAlive else { return }
      self.showLiveDate()
    }
  }

  override func dispose() {
    if hasLiveDateWakeUp { graph.wakeUps.cancel(self) }
    super.dispose()
  }

  /// Starts moving from the `old` string to the new one, if the string changed in an animation
  /// and the environment has a content transition that animates.
  private func animateContent(from old: (request: TextRequest, size: CGSize, paint: Paint)) {
    guard old.request.string != request.string, !old.request.string.isEmpty,
      let transition = environment.contentTransition, transition != .identity,
      let animation = graph.animation(for: self)
    else { return }
    var progress = ValueAnimator(0.0)
    guard progress.set(1, animation: animation, now: graph.passTime, environment: environment) else { return }
    stringChange = TextContentAnimation(
      old: old,
      roll: TextContentAnimation.roll(for: transition, from: old.request.string, to: request.string),
      progress: progress)
    graph.startAnimating(self)
  }

  override func environmentDidChange(_ newEnvironment: EnvironmentValues) {
    let oldPaint = text.paint(in: environment, bounds: frame)
    super.environmentDidChange(newEnvironment)
    animateColor(from: oldPaint)
    refresh()
  }

  /// Starts interpolating from `oldPaint` to the current color if the change is animated.
  private func animateColor(from oldPaint: Paint) {
    guard case .color(let new) = text.paint(in: environment, bounds: frame), case .color(var old) = oldPaint,
      old != new, let animation = graph.animation(for: self)
    else {
      color = nil
      return
    }
    if let color { old.animatableData = color.animator.presented }
    var animator = ValueAnimator(old.animatableData)
    if animator.set(new.animatableData, animation: animation, now: graph.passTime, environment: environment) {
      graph.startAnimating(self)
    }
    color = TextColorAnimation(animator)
  }

  override func advanceAnimations(to time: Double) -> Bool {
    var running = super.advanceAnimations(to: time)
    if let color {
      running = color.animator.advance(to: time) || running
      if !color.animator.isAnimating { self.color = nil }
    }
    if let stringChange {
      running = stringChange.progress.advance(to: time) || running
      if !stringChange.progress.isAnimating { self.stringChange = nil }
      graph.setNeedsDisplay(frame)
    }
    return running
  }

  private func refresh() {
    let shown = shownText
    let newRequest = shown.request(in: environment)
    let newAdjustments = TextAdjustments.make(text: shown, environment: environment)
    let sameLayout = newAdjustments?.hasSameLayout(as: adjustments) ?? (adjustments == nil)
    if newAdjustments != nil || adjustments != nil { adjustments = newAdjustments }
    let requestChanged = newRequest != request
    if requestChanged {
      measurements = TextMeasurements(newRequest)
    }
    if requestChanged || !sameLayout {
      if sameLayout && remeasureKeepsLayout() {
        graph.setNeedsDisplay(frame)
      } else {
        invalidateLayout()
      }
    } else {
      graph.setNeedsDisplay(frame)
    }
  }

  /// The text's metrics for `proposal`.
  private func metrics(_ proposal: ProposedViewSize) -> TextMetrics {
    let node = Unmanaged.passUnretained(self)
    guard let adjustments else { return Self.metrics(proposal, of: node, in: graphReference) }
    return adjustments.metrics(
      proposal, request: request, measurer: graph.services.textMeasurer,
      unscaled: { Self.metrics($0, of: node, in: graphReference) })
  }

  /// Measures through guaranteed references, with the graph's measurer borrowed where it lies:
  /// the graph keeps its measurer, and retaining it or the node around every measurement cost
  /// more than the rest of the call.
  private static func metrics(
    _ proposal: ProposedViewSize, of node: Unmanaged<TextNode>, in graph: Unmanaged<ViewGraph>
  ) -> TextMetrics {
    withUnretained(graph) { graph in
      withUnretained(node) { graph.metrics(of: &$0.measurements, for: proposal) }
    }
  }

  override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
    metrics(proposal).size
  }

  override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? {
    if key == VerticalAlignment.firstTextBaseline.key {
      return metrics(ProposedViewSize(size)).firstBaseline
    }
    if key == VerticalAlignment.lastTextBaseline.key {
      return metrics(ProposedViewSize(size)).lastBaseline
    }
    return nil
  }

  override func draw(into list: inout DisplayListBuilder) {
    guard !request.string.isEmpty, frame.width > 0, frame.height > 0 else { return }
    // Laid out at its target size so that lines do not rewrap while the frame animates.
    var rect = CGRect(origin: frame.origin, size: targetFrame.size)
    var paint = text.paint(in: environment, bounds: rect)
    if let color {
      var resolved = Color.Resolved(red: 0, green: 0, blue: 0)
      resolved.animatableData = color.animator.presented
      paint = .color(resolved)
    }
    var request = self.request
    if let adjustments {
      let measurer = graph.services.textMeasurer
      (request, rect) = adjustments.drawing(
        request, in: rect, proposal: placedProposal ?? ProposedViewSize(rect.size), measurer: measurer)
      if adjustments.isRedacted {
        return TextAdjustments.redactionBars(
          for: request, in: rect, paint: paint, measurer: measurer, into: &list)
      }
    }
    if let selection = graph.textSelection, selection.node === self { drawSelection(selection, into: &list) }
    if let stringChange {
      stringChange.draw((request, rect, paint), into: &list)
    } else {
      list.append(.text(request, frame: rect, paint: paint))
    }
  }

  override var spacing: ViewSpacing { .standard }

  /// Only a text's links take the pointer (see `link(at:)`), or all of a selectable text;
  /// everywhere else it lets clicks through to the views behind.
  override func hitTest(_ point: CGPoint) -> LayoutNode? {
    (isSelectable && frame.contains(point)) || link(at: point) != nil ? self : nil
  }

  override var typeName: String { "Text" }

  override func layoutTreeNodes() -> [LayoutTreeNode] {
    // The string as shown, after `.textCase`.
    [LayoutTreeNode(type: "Text", frame: frame, text: request.string)]
  }
}

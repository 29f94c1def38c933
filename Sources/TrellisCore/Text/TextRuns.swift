extension Text {
  /// One styled piece of a text made of several, with the link it opens, if any.
  struct Run: Equatable, Sendable {
    var text: Text
    var link: URL?
  }

  /// A text made of `runs`, neighbours in the same style merged; a single unlinked run is that
  /// run's text itself, so `Text("a") + Text("b")` stays a plain text.
  init(runs: [Run]) {
    var merged: [Run] = []
    merged.reserveCapacity(runs.count)
    for run in runs where !run.text.string.isEmpty {
      if let last = merged.last, last.link == run.link, last.text.hasSameStyle(as: run.text) {
        merged[merged.count - 1].text = last.text.replacingString(with: last.text.string + run.text.string)
      } else {
        merged.append(run)
      }
    }
    if merged.isEmpty {
      self.init(verbatim: "")
    } else if merged.count == 1, merged[0].link == nil {
      self = merged[0].text
    } else {
      self.init(verbatim: merged.map(\.text.string).joined())
      self.runs = merged
    }
  }

  /// This text as runs in their final style: each of its runs with this text's own styling
  /// where the run sets none.
  var flattenedRuns: [Run] {
    guard let runs else { return [Run(text: self, link: nil)] }
    var outer = self
    outer.runs = nil
    return runs.map { Run(text: $0.text.inheriting(from: outer), link: $0.link) }
  }

  /// This text with `outer`'s styling wherever it has none of its own.
  func inheriting(from outer: Text) -> Text {
    var run = self
    run.font = font ?? outer.font
    run.weight = weight ?? outer.weight
    run.isItalic = isItalic || outer.isItalic
    run.isMonospaced = isMonospaced || outer.isMonospaced
    if !hasOwnForeground {
      run.color = outer.color
      run.style = outer.style
    }
    run.underline = underline || outer.underline
    run.strikethrough = strikethrough || outer.strikethrough
    if let outerTypography = outer.extras?.typography, outerTypography != TextTypography() {
      run.typography = typography.merged(over: outerTypography)
    }
    return run
  }

  /// The same styling showing `string`.
  func replacingString(with string: String) -> Text {
    var copy = Text(verbatim: string)
    copy.font = font
    copy.weight = weight
    copy.isItalic = isItalic
    copy.isMonospaced = isMonospaced
    copy.color = color
    copy.style = style
    copy.underline = underline
    copy.strikethrough = strikethrough
    copy.extras = extras
    return copy
  }

  /// Whether the text sets its own color or style.
  var hasOwnForeground: Bool { color != nil || style != nil }

  /// Whether the two texts, runs of one text, style their strings alike.
  func hasSameStyle(as other: Text) -> Bool {
    replacingString(with: "") == other.replacingString(with: "")
  }
}

extension Text {
  /// The joined string and measured runs of `runs`, this text's runs, in `environment`: each
  /// run's styling over this text's, over the environment's.
  func resolvedRuns(_ runs: [Run], in environment: EnvironmentValues) -> (String, [TextRun]) {
    var outerStyle = self
    outerStyle.runs = nil
    let inherited = environment.textTypography
    let sizeSetting = environment.dynamicTypeSize
    let textScale = environment.textScale
    var string = ""
    var resolved: [TextRun] = []
    resolved.reserveCapacity(runs.count)
    for run in runs {
      let text = run.text.inheriting(from: outerStyle)
      let typography = text.typography.merged(over: inherited)
      let piece = environment.textCase.map { $0.apply(to: run.text.string) } ?? run.text.string
      string += piece
      // The run's own color only: the rest take the text's paint, which may animate or be a
      // gradient across the whole text.
      var foreground: Color.Resolved?
      if let color = run.text.color {
        foreground = color.resolve(in: environment)
      } else if let style = run.text.style,
        case .color(let color) = style.style._resolvePaint(in: environment, bounds: .zero)
      {
        foreground = color
      }
      let offset = run.text.typography.baselineOffset ?? 0
      let own = text.extras?.typography
      let underline = TextDecorationSetting.effective(
        own: own?.underline, flag: text.underline, inherited: inherited.underline)
      let strikethrough = TextDecorationSetting.effective(
        own: own?.strikethrough, flag: text.strikethrough, inherited: inherited.strikethrough)
      resolved.append(
        TextRun(
          length: piece.utf8.count,
          font: text.resolvedFont(in: environment, typography: typography).resolved(
            at: sizeSetting, scale: textScale),
          foreground: foreground, underline: underline?.isActive ?? false,
          strikethrough: strikethrough?.isActive ?? false, letterSpacing: typography.letterSpacing,
          baselineOffset: offset.isFinite ? offset : 0,
          underlineStyle: underline?.resolvedStyle(in: environment),
          strikethroughStyle: strikethrough?.resolvedStyle(in: environment)))
    }
    return (string, resolved)
  }
}

/// A section of a lazy stack that pins section headers or footers, as arranged: where it lies
/// along the stack's axis, and which of the arrangement's views are its header and its footer.
struct PinnedSection {
  /// Where the section begins and ends along the axis, estimated lengths of the rows not made
  /// included.
  private(set) var start: CGFloat
  private(set) var end: CGFloat
  /// The indices of the header's views among the arrangement's views, and of the footer's.
  private(set) var header: Range<Int>
  private(set) var footer: Range<Int>

  /// A section beginning at `start`, whose header's views begin at `firstView`.
  init(start: CGFloat, firstView: Int) {
    self.start = start
    end = start
    header = firstView..<firstView
    footer = firstView..<firstView
  }

  /// The header's views end before the view at `index`.
  mutating func endHeader(at index: Int) {
    header = header.lowerBound..<max(header.lowerBound, index)
    footer = index..<index
  }

  /// The footer's views begin at the view at `index`.
  mutating func startFooter(at index: Int) {
    footer = index..<index
  }

  /// The section ends at `position`, its footer's views before the view at `index`.
  mutating func end(at position: CGFloat, afterView index: Int) {
    end = max(start, position)
    footer = footer.lowerBound..<max(footer.lowerBound, index)
  }

  /// How far the header's views and the footer's move along the axis so that, as `pinned`
  /// asks, the header stays at the start of `visible` and the footer at its end while the
  /// section is in sight: the header is pushed back by the section's end (or its footer, when
  /// that is pinned too), and the footer by the header's end. `extent(i)` is where view `i`
  /// begins and ends.
  func offsets(
    visible: ClosedRange<CGFloat>, pinned: PinnedScrollableViews, extent: (Int) -> ClosedRange<CGFloat>
  ) -> (header: CGFloat, footer: CGFloat) {
    var headerBlock: ClosedRange<CGFloat>?
    if !header.isEmpty {
      headerBlock = extent(header.lowerBound).lowerBound...extent(header.upperBound - 1).upperBound
    }
    var footerBlock: ClosedRange<CGFloat>?
    if !footer.isEmpty {
      footerBlock = extent(footer.lowerBound).lowerBound...extent(footer.upperBound - 1).upperBound
    }
    let pinsFooter = pinned.contains(.sectionFooters) && footerBlock != nil
    var headerOffset: CGFloat = 0
    var headerEnd = headerBlock?.upperBound ?? start
    if pinned.contains(.sectionHeaders), let headerBlock {
      let length = headerBlock.upperBound - headerBlock.lowerBound
      let limit = (pinsFooter ? footerBlock!.lowerBound : end) - length
      headerOffset = max(0, min(visible.lowerBound, limit) - headerBlock.lowerBound)
      headerEnd += headerOffset
    }
    var footerOffset: CGFloat = 0
    if pinsFooter, let footerBlock {
      let length = footerBlock.upperBound - footerBlock.lowerBound
      footerOffset = min(0, max(visible.upperBound - length, headerEnd) - footerBlock.lowerBound)
    }
    return (headerOffset, footerOffset)
  }
}

extension PinnedSection {
  /// How far each of `count` views moves along the axis so that the headers and footers of
  /// `sections` that `pinned` names stay in `visible`; `extent(i)` is where view `i` begins and
  /// ends.
  static func offsets(
    of sections: [PinnedSection], count: Int, visible: ClosedRange<CGFloat>, pinned: PinnedScrollableViews,
    extent: (Int) -> ClosedRange<CGFloat>
  ) -> [CGFloat] {
    var result = [CGFloat](repeating: 0, count: count)
    for section in sections {
      let (header, footer) = section.offsets(visible: visible, pinned: pinned, extent: extent)
      for index in section.header { result[index] = header }
      for index in section.footer { result[index] = footer }
    }
    return result
  }

  /// The indices of the views of `sections` that `pinned` keeps in sight.
  static func pinnedViews(of sections: [PinnedSection], pinned: PinnedScrollableViews) -> [Int] {
    var result: [Int] = []
    for section in sections {
      if pinned.contains(.sectionHeaders) { result += section.header }
      if pinned.contains(.sectionFooters) { result += section.footer }
    }
    return result
  }
}

/// Follows the section marks among a lazy container's items while its views are arranged:
/// which part of a section the views laid now belong to and, for each outermost section, where
/// it lies and which views are its header and its footer (`PinnedSection`).
struct SectionTracker {
  /// The outermost sections ended so far, in order.
  private(set) var sections: [PinnedSection] = []
  /// The outermost section open now.
  private var open: PinnedSection?
  /// The part each open section is in, the innermost last.
  private var parts: [LazyContentItem.SectionMark] = []

  /// Whether the views laid now belong to a section's header or footer.
  var isInHeaderOrFooter: Bool { parts.last == .header || parts.last == .footer }

  /// Notes `mark`, met after `viewCount` views were laid, with what was laid ending at `position`
  /// along the axis. A section inside another is part of the outer one's content.
  mutating func note(_ mark: LazyContentItem.SectionMark, position: CGFloat, viewCount: Int) {
    switch mark {
    case .header:
      parts.append(.header)
      if parts.count == 1 { open = PinnedSection(start: position, firstView: viewCount) }
    case .content:
      if parts.count == 1 { open?.endHeader(at: viewCount) }
      if !parts.isEmpty { parts[parts.count - 1] = .content }
    case .footer:
      if parts.count == 1 { open?.startFooter(at: viewCount) }
      if !parts.isEmpty { parts[parts.count - 1] = .footer }
    case .end:
      if parts.count == 1, var section = open {
        section.end(at: position, afterView: viewCount)
        sections.append(section)
        open = nil
      }
      if !parts.isEmpty { parts.removeLast() }
    }
  }
}

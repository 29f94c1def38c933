/// What a view is in a columns form: a label or a control of one row, a section's header or
/// footer, or a row of its own (in the control column).
enum FormCellRole: Sendable {
  case row, label, control, header, footer
}

struct FormCellRoleKey: LayoutValueKey {
  static let defaultValue = FormCellRole.row
}

extension View {
  /// Marks the view as `role` for the columns form around it.
  func formCell(_ role: FormCellRole) -> some View { layoutValue(key: FormCellRoleKey.self, value: role) }
}

/// The layout of `.formStyle(.columns)`: a column of labels, trailing-aligned and as wide as
/// the widest, beside a column of controls that starts after it and takes the rest of the
/// width. A label shares its row with the control after it, on the control's first baseline;
/// views that are no label's control (a checkbox, a button, a section's footer) fill the
/// control column alone, and a section's header stands alone in the label column.
struct FormColumnsLayout: Layout {
  var columnSpacing: CGFloat = 8
  var rowSpacing: CGFloat = 10
  /// The extra room above a section's header.
  var sectionSpacing: CGFloat = 12

  /// One line of the form: the subviews in its label and control cells.
  struct Row {
    var label: Int?
    var control: Int?
    var startsSection = false
  }

  struct Cache {
    var rows: [Row] = []
    /// The widest label or header, on one line.
    var labelWidth: CGFloat = 0
  }

  /// The label column's width in `proposal`: the widest label's, but never more than half the
  /// form, so that a long label wraps instead of pushing the controls out of sight.
  private func labelColumn(_ proposal: ProposedViewSize, _ cache: Cache) -> CGFloat {
    guard let width = proposal.width, width.isFinite else { return cache.labelWidth }
    return min(cache.labelWidth, (max(0, width) / 2).rounded(.down))
  }

  func makeCache(subviews: Subviews) -> Cache {
    var rows: [Row] = []
    for index in subviews.indices {
      switch subviews[index][FormCellRoleKey.self] {
      case .label: rows.append(Row(label: index))
      case .control:
        if let last = rows.last, last.label != nil, last.control == nil, !last.startsSection {
          rows[rows.count - 1].control = index
        } else {
          rows.append(Row(control: index))
        }
      case .header: rows.append(Row(label: index, startsSection: true))
      case .row, .footer: rows.append(Row(control: index))
      }
    }
    let labelWidth = rows.compactMap(\.label).map { subviews[$0].sizeThatFits(.unspecified).width }.max() ?? 0
    return Cache(rows: rows, labelWidth: labelWidth)
  }

  func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

  /// Where the control column starts, after a label column `labels` wide.
  private func controlX(_ labels: CGFloat) -> CGFloat {
    labels > 0 ? labels + columnSpacing : 0
  }

  /// The proposal for a control: the width the form leaves after the label column.
  private func controlProposal(_ proposal: ProposedViewSize, labels: CGFloat) -> ProposedViewSize {
    guard let width = proposal.width, width.isFinite else { return .unspecified }
    return ProposedViewSize(width: max(0, width - controlX(labels)), height: nil)
  }

  /// A row measured: its cells' dimensions, the line in each that the row aligns, the row's
  /// height and where that line lies in it.
  struct MeasuredRow {
    var label: ViewDimensions?
    var control: ViewDimensions?
    var labelLine: CGFloat = 0
    var controlLine: CGFloat = 0
    var height: CGFloat = 0
    var line: CGFloat = 0
  }

  /// Measures `row`, its label aligned on its control's first baseline.
  private func measure(
    _ row: Row, subviews: Subviews, label labelProposal: ProposedViewSize, control proposal: ProposedViewSize
  ) -> MeasuredRow {
    var measured = MeasuredRow()
    measured.label = row.label.map { subviews[$0].dimensions(in: labelProposal) }
    measured.control = row.control.map { subviews[$0].dimensions(in: proposal) }
    measured.labelLine = measured.label.map { $0[VerticalAlignment.firstTextBaseline] } ?? 0
    measured.controlLine = measured.control.map { $0[VerticalAlignment.firstTextBaseline] } ?? 0
    // A control with no text of its own to align by (a slider, a pop-up button) has its
    // baseline at its bottom: its label is centered on it instead.
    if let label = measured.label, let control = measured.control, measured.controlLine >= control.height {
      measured.controlLine = control.height / 2 + measured.labelLine - label.height / 2
    }
    measured.line = max(measured.labelLine, measured.controlLine)
    let below = max(
      measured.label.map { $0.height - measured.labelLine } ?? 0,
      measured.control.map { $0.height - measured.controlLine } ?? 0)
    measured.height = measured.line + below
    return measured
  }

  /// The room above `row`, after a row `previous` high (nil: `row` is the first). A header of
  /// no size (a section without one) only marks where its section starts.
  private func spacing(before row: Row, after previous: CGFloat?) -> CGFloat {
    guard let previous else { return 0 }
    if previous == 0 { return 0 }
    return rowSpacing + (row.startsSection ? sectionSpacing : 0)
  }

  func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
    let labels = labelColumn(proposal, cache)
    let labelProposal = ProposedViewSize(width: labels, height: nil)
    let controls = controlProposal(proposal, labels: labels)
    var width: CGFloat = 0
    var height: CGFloat = 0
    var previousHeight: CGFloat?
    for row in cache.rows {
      let measured = measure(row, subviews: subviews, label: labelProposal, control: controls)
      height += spacing(before: row, after: previousHeight)
      previousHeight = measured.height
      height += measured.height
      width = max(width, controlX(labels) + (measured.control?.width ?? 0), measured.label?.width ?? 0)
    }
    return CGSize(width: width, height: height)
  }

  func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
    let labels = labelColumn(ProposedViewSize(bounds.size), cache)
    let labelProposal = ProposedViewSize(width: labels, height: nil)
    let controls = controlProposal(ProposedViewSize(bounds.size), labels: labels)
    var y = bounds.minY
    var previousHeight: CGFloat?
    for row in cache.rows {
      let measured = measure(row, subviews: subviews, label: labelProposal, control: controls)
      y += spacing(before: row, after: previousHeight)
      previousHeight = measured.height
      if let label = row.label, let size = measured.label {
        subviews[label].place(
          at: CGPoint(
            x: bounds.minX + labels - size.width, y: y + measured.line - measured.labelLine),
          proposal: labelProposal)
      }
      if let control = row.control {
        subviews[control].place(
          at: CGPoint(x: bounds.minX + controlX(labels), y: y + measured.line - measured.controlLine),
          proposal: controls)
      }
      y += measured.height
    }
  }
}

import Foundation
import Testing
import TrellisCairo
import TrellisTesting

@testable import TrellisCore

/// Renders hosted controls, with hover, press and focus forced on chosen ones, and compares the
/// result with `Snapshots/control-<name>.png` (a copy goes to /tmp/controls-shots for viewing).
@MainActor
enum ControlSnapshot {
  /// A state to show a control in.
  enum State { case hovered, pressed, focused }

  static func expectMatch<V: View>(
    _ view: V, size: CGSize, colorScheme: ColorScheme = .light, named name: String,
    states: [String: State] = [:], prepare: (TestHost<V>) -> Void = { _ in },
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let host = TestHost(view, size: size, colorScheme: colorScheme)
    host.scale = 2
    prepare(host)
    host.flush()
    for (id, state) in states.sorted(by: { $0.key < $1.key }) {
      guard let node = control(id: id, in: host.graph) else {
        Issue.record("no control with identifier \(id)", sourceLocation: sourceLocation)
        continue
      }
      switch state {
      case .hovered: node.pointerEntered()
      case .pressed:
        node.pointerEntered()
        (node as? ControlNode)?.setPressed(true)
        (node as? ButtonNode)?.pointerDown(at: .zero)
      case .focused: node.focusChanged(true)
      }
    }
    guard let png = host.pngData() else {
      Issue.record("Rendering \(name) failed", sourceLocation: sourceLocation)
      return
    }
    try? png.write(to: URL(fileURLWithPath: "/tmp/controls-shots/control-\(name).png"))
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: PainterSnapshot.directory.appendingPathComponent("control-\(name).png"))
    #expect(outcome.isMatch, "\(outcome)", sourceLocation: sourceLocation)
  }

  /// The first interactive node inside the view with accessibility identifier `id`, not
  /// counting texts (which take the pointer over their links): a control's labels come first.
  static func control(id: String, in graph: ViewGraph) -> (any InteractiveNode)? {
    func find(_ node: _Node) -> _Node? {
      if let tagged = node as? AccessibilityIdentifierNode, tagged.modifier.identifier == id { return node }
      for child in node.childNodes {
        if let found = find(child) { return found }
      }
      return nil
    }
    func firstInteractive(_ node: _Node) -> (any InteractiveNode)? {
      if let interactive = node as? any InteractiveNode, !(node is TextNode) { return interactive }
      for child in node.childNodes {
        if let found = firstInteractive(child) { return found }
      }
      return nil
    }
    return find(graph.rootLayoutNode).flatMap(firstInteractive)
  }
}

/// A grid of control states: a header row, then one row per control, one column per state.
struct StateGrid<Cell: View>: View {
  static var columns: [String] { ["Normal", "Hover", "Pressed", "Focused", "Disabled"] }
  let rows: [String]
  let cellWidth: CGFloat
  let cell: (_ row: Int, _ column: Int) -> Cell

  init(
    rows: [String], cellWidth: CGFloat = 74, @ViewBuilder cell: @escaping (_ row: Int, _ column: Int) -> Cell
  ) {
    self.rows = rows
    self.cellWidth = cellWidth
    self.cell = cell
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 10) {
      HStack(spacing: 0) {
        ForEach(0..<Self.columns.count) { column in
          Text(Self.columns[column]).font(.caption).foregroundStyle(.secondary)
            .frame(width: cellWidth, alignment: .leading)
        }
      }
      ForEach(0..<rows.count) { row in
        HStack(spacing: 0) {
          ForEach(0..<Self.columns.count) { column in
            cell(row, column)
              .disabled(column == 4)
              .accessibilityIdentifier("\(rows[row])-\(column)")
              .frame(width: cellWidth - 8, alignment: .leading)
              .frame(width: cellWidth, alignment: .leading)
          }
        }
      }
    }
    .padding(12)
  }

  /// The forced states of the grid's cells: hover, press and focus in columns 1 to 3.
  var states: [String: ControlSnapshot.State] {
    var result: [String: ControlSnapshot.State] = [:]
    for row in rows {
      result["\(row)-1"] = .hovered
      result["\(row)-2"] = .pressed
      result["\(row)-3"] = .focused
    }
    return result
  }
}

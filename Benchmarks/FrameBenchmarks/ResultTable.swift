/// The benchmark's findings as a Markdown table: each figure with its target, whether it is met,
/// and what the hand-written C baseline does.
struct ResultTable {
  /// One measured figure.
  struct Row {
    let measure: String
    let value: String
    let target: String
    /// Nil when the figure has no target (it is shown for information).
    let met: Bool?
    let baseline: String
  }

  private(set) var rows: [Row] = []

  mutating func append(
    _ measure: String, _ value: String, target: String = "—", met: Bool? = nil, baseline: String = "—"
  ) {
    rows.append(Row(measure: measure, value: value, target: target, met: met, baseline: baseline))
  }

  /// The table in Markdown, columns padded so it also reads well in a terminal.
  var markdown: String {
    let header = ["Measure", "Trellis", "Target", "Met", "C baseline"]
    let cells = rows.map { row in
      [row.measure, row.value, row.target, row.met.map { $0 ? "yes" : "**no**" } ?? "—", row.baseline]
    }
    let widths = header.indices.map { column in
      ([header] + cells).map { $0[column].count }.max() ?? 0
    }
    func line(_ values: [String]) -> String {
      "| "
        + zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(
          separator: " | ") + " |"
    }
    let rule = "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|"
    return ([line(header), rule] + cells.map(line)).joined(separator: "\n")
  }
}

/// Number formatting for the table.
enum Format {
  /// `value` with `digits` decimals and a unit, or "n/a" when there is no value.
  static func number(_ value: Double?, _ digits: Int = 1, _ unit: String = "") -> String {
    guard let value, value.isFinite else { return "n/a" }
    var text = String(value.rounded(toPlaces: digits))
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return unit.isEmpty ? text : text + " " + unit
  }
}

extension Double {
  fileprivate func rounded(toPlaces places: Int) -> Double {
    let factor = (0..<places).reduce(1.0) { value, _ in value * 10 }
    return (self * factor).rounded() / factor
  }
}

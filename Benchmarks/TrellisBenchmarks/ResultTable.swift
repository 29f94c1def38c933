import Foundation

/// Prints benchmark results as an aligned text table.
struct ResultTable {
  private var rows: [[String]] = [
    [
      "shape", "nodes", "cold ms", "cold ns/node", "build ns/node", "layout ns/node", "sizes/node",
      "change µs",
      "change ns/node", "change measured", "faults/node", "fresh B/node",
    ]
  ]

  mutating func append(_ result: LayoutBenchmark.Result) {
    let nodes = Double(max(1, result.nodes))
    rows.append([
      result.shape.rawValue, "\(result.nodes)",
      String(format: "%.1f", result.cold * 1e3),
      String(format: "%.0f", result.cold * 1e9 / nodes),
      String(format: "%.0f", result.build * 1e9 / nodes),
      String(format: "%.0f", result.firstLayout * 1e9 / nodes),
      String(format: "%.1f", Double(result.coldMeasurements) / nodes),
      String(format: "%.1f", result.change * 1e6),
      String(format: "%.1f", result.change * 1e9 / nodes),
      "\(result.changeMeasurements)",
      String(format: "%.2f", Double(result.coldPageFaults) / nodes),
      String(format: "%.0f", Double(result.coldPageFaults * ProcessMemory.pageSize) / nodes),
    ])
  }

  /// The table, columns right-aligned except the first.
  var text: String {
    let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
    return rows.map { row in
      row.enumerated().map { column, cell in
        let pad = String(repeating: " ", count: widths[column] - cell.count)
        return column == 0 ? cell + pad : pad + cell
      }
      .joined(separator: "  ")
    }
    .joined(separator: "\n")
  }
}

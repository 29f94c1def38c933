// Layout nodes read their subviews unretained (`LayoutNode.withSubviews`). Laying out a subview
// can, rarely, make a node collect its subviews again (a lazy stack making rows), which would
// free an array still being read; so while any such read is under way, replaced arrays are
// retired here instead, and released when the last read ends.
//
// Nonisolated and through unretained references, like `ViewGraph.stackScratch(of:)`: these run
// for every measurement.

extension ViewGraph {
  /// Notes that a node of `graph` has begun reading its subviews unretained.
  @inline(__always)
  nonisolated static func lendSubviews(in graph: Unmanaged<ViewGraph>) {
    graph._withUnsafeGuaranteedRef { $0.subviewLoans += 1 }
  }

  /// Notes that a read begun by `lendSubviews(in:)` has ended; the last one releases the arrays
  /// retired meanwhile.
  @inline(__always)
  nonisolated static func endSubviewsLoan(in graph: Unmanaged<ViewGraph>) {
    graph._withUnsafeGuaranteedRef { graph in
      graph.subviewLoans -= 1
      if graph.subviewLoans == 0, !graph.retiredSubviews.isEmpty { graph.retiredSubviews.removeAll() }
    }
  }

  /// Whether some node of `graph` is reading its subviews unretained.
  nonisolated static func subviewsAreLent(in graph: Unmanaged<ViewGraph>) -> Bool {
    graph._withUnsafeGuaranteedRef { $0.subviewLoans > 0 }
  }
}

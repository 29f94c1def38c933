import TrellisCore
import TrellisTesting

/// Times building and laying out a tree, then changing one leaf, with the fixed-advance text
/// measurer so that no font work is counted.
@MainActor
struct LayoutBenchmark {
  let shape: TreeShape
  let nodes: Int
  let runs: Int
  let size = CGSize(width: 1024, height: 768)

  struct Result {
    var shape: TreeShape
    /// Laid-out views in the tree.
    var nodes: Int
    /// Median seconds to build the graph and lay it out the first time.
    var cold: Double
    /// Median seconds of the cold run spent building the graph (evaluating every body).
    var build: Double
    /// Median seconds of the cold run spent in the first layout.
    var firstLayout: Double
    /// Median seconds to update and lay out after one leaf's state changed.
    var change: Double
    /// Median measurements (sizes computed, not cached) of a one-leaf change.
    var changeMeasurements: Int
    /// Sizes computed (not taken from a cache) in the cold run.
    var coldMeasurements: Int
    /// Median minor page faults of the cold run.
    var coldPageFaults: Int
  }

  func run() -> Result {
    var colds: [Double] = []
    var builds: [Double] = []
    var layouts: [Double] = []
    var changes: [Double] = []
    var changeMeasurements: [Int] = []
    var count = 0
    var coldMeasurements = 0
    var pageFaults: [Int] = []
    for _ in 0..<runs {
      let trigger = LeafTrigger()
      let faultsBefore = ProcessMemory.pageFaults
      let start = ViewGraph.monotonicSeconds()
      let graph = ViewGraph(
        content: shape.tree(nodes: nodes, trigger: trigger),
        services: RenderServices(textMeasurer: FixedAdvanceTextMeasurer()))
      graph.update()
      let built = ViewGraph.monotonicSeconds()
      graph.layout(in: size)
      let end = ViewGraph.monotonicSeconds()
      pageFaults.append(ProcessMemory.pageFaults - faultsBefore)
      colds.append(end - start)
      builds.append(built - start)
      layouts.append(end - built)
      coldMeasurements = graph.measurements
      count = graph.layoutTree().allNodes.count - 1
      for _ in 0..<5 {
        let measured = graph.measurements
        let changeStart = ViewGraph.monotonicSeconds()
        trigger.bump()
        graph.update()
        graph.layout(in: size)
        changes.append(ViewGraph.monotonicSeconds() - changeStart)
        changeMeasurements.append(graph.measurements - measured)
      }
    }
    return Result(
      shape: shape, nodes: count, cold: median(colds), build: median(builds),
      firstLayout: median(layouts), change: median(changes),
      changeMeasurements: changeMeasurements.sorted()[changeMeasurements.count / 2],
      coldMeasurements: coldMeasurements, coldPageFaults: pageFaults.sorted()[pageFaults.count / 2])
  }

  private func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count.isMultiple(of: 2)
      ? (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2 : sorted[sorted.count / 2]
  }
}

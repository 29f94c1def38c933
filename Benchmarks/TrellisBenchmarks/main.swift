import Foundation

// `swift run -c release TrellisBenchmarks layout [shape…] [--sizes 1000,10000] [--runs n]`
let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.first == "layout" else {
  print(
    "usage: TrellisBenchmarks layout [wide|deep|nested|grid|fits …] [--sizes 1000,10000,100000] [--runs 5]")
  exit(arguments.isEmpty ? 0 : 2)
}

var shapes: [TreeShape] = []
var sizes = [1_000, 10_000, 100_000]
var runs = 5
var remaining = arguments.dropFirst()
while let argument = remaining.popFirst() {
  switch argument {
  case "--sizes": sizes = (remaining.popFirst() ?? "").split(separator: ",").compactMap { Int($0) }
  case "--runs": runs = max(1, Int(remaining.popFirst() ?? "") ?? runs)
  default:
    guard let shape = TreeShape(rawValue: argument) else {
      print(
        "unknown shape \(argument); shapes: \(TreeShape.allCases.map(\.rawValue).joined(separator: ", "))")
      exit(2)
    }
    shapes.append(shape)
  }
}
if shapes.isEmpty { shapes = TreeShape.allCases }

var table = ResultTable()
for shape in shapes {
  for size in sizes {
    // Fewer runs of the largest trees keep the whole benchmark to a minute or so.
    let result = LayoutBenchmark(shape: shape, nodes: size, runs: size >= 100_000 ? max(1, runs / 2) : runs)
      .run()
    table.append(result)
    FileHandle.standardError.write(Data("\(shape.rawValue) \(size) done\n".utf8))
  }
}
print(
  "Layout benchmark, fixed-advance text, 1024 × 768 root: cold is the median of \(runs) builds "
    + "(\(max(1, runs / 2)) from 100,000 nodes); change the median of 5 one-leaf changes a build")
print(table.text)

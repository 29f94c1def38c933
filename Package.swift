// swift-tools-version: 6.2
import PackageDescription

/// Settings every Trellis target shares: Swift 6 mode with complete concurrency checking.
let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("InternalImportsByDefault"),
]

/// Demos are written as SwiftUI app code is today: main-actor isolated by default, as in Xcode's app
/// templates, so the seeds' snippets compile exactly as written.
let appCode: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

let package = Package(
  name: "Trellis",
  platforms: [.macOS(.v14)],
  products: [
    .library(name: "Trellis", targets: ["Trellis"]),
    .library(name: "TrellisTesting", targets: ["TrellisTesting"]),
    .executable(name: "PetVoting", targets: ["PetVoting"]),
  ],
  targets: [
    // C system libraries.
    .systemLibrary(
      name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
      providers: [.apt(["libx11-dev", "libxext-dev", "libxtst-dev"])]),
    .systemLibrary(
      name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),

    // Views, state, layout and the display list: no C import, no display, no fonts.
    .target(name: "TrellisCore", swiftSettings: strict),
    // Display list to pixels with cairo; text through Pango.
    .target(name: "TrellisCairo", dependencies: ["TrellisCore", "CCairo"], swiftSettings: strict),
    // X11 windows, the event loop and presenting.
    .target(
      name: "TrellisX11", dependencies: ["TrellisCore", "TrellisCairo", "CX11"], swiftSettings: strict),
    // What users import.
    .target(
      name: "Trellis", dependencies: ["TrellisCore", "TrellisCairo", "TrellisX11", "CCairo"],
      swiftSettings: strict),
    // Headless host for tests: layout tree, taps, a hand-advanced clock, PNG snapshots.
    .target(
      name: "TrellisTesting", dependencies: ["Trellis", "TrellisCore", "TrellisCairo"],
      swiftSettings: strict),

    .executableTarget(name: "PetVoting", dependencies: ["Trellis"], path: "Demos/PetVoting", swiftSettings: appCode),

    .testTarget(
      name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisTesting"], swiftSettings: strict),
    .testTarget(
      name: "TrellisRenderingTests", dependencies: ["Trellis", "TrellisTesting"],
      resources: [.copy("Snapshots")], swiftSettings: strict),
    .testTarget(
      name: "TrellisX11Tests", dependencies: ["Trellis", "TrellisX11", "CX11"], swiftSettings: strict),

    .executableTarget(
      name: "TrellisBenchmarks", dependencies: ["Trellis", "TrellisCore", "TrellisTesting"],
      path: "Benchmarks/TrellisBenchmarks", swiftSettings: strict),
  ]
)

// swift-tools-version: 6.2
import CompilerPluginSupport
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
    // `import UniformTypeIdentifiers` compiles as on Apple's systems (Trellis re-exports it too).
    .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
    // `import CoreTransferable` too.
    .library(name: "CoreTransferable", targets: ["CoreTransferable"]),
    // `import Combine` too.
    .library(name: "Combine", targets: ["Combine"]),
    .executable(name: "PetVoting", targets: ["PetVoting"]),
    .executable(name: "TrellisTestApp", targets: ["TrellisTestApp"]),
    .executable(name: "AvocadoToast", targets: ["AvocadoToast"]),
    .executable(name: "Rings", targets: ["Rings"]),
    .executable(name: "FlowLayout", targets: ["FlowLayout"]),
    .executable(name: "Gallery", targets: ["Gallery"]),
    .executable(name: "TextPad", targets: ["TextPad"]),
    .executable(name: "Checklist", targets: ["Checklist"]),
  ],
  targets: [
    // C system libraries.
    .systemLibrary(
      name: "CX11", path: "Sources/CX11", pkgConfig: "x11",
      providers: [.apt(["libx11-dev", "libxext-dev"])]),
    // Tests and benchmarks only: XTest sends synthetic input, so apps don't load libXtst.
    .systemLibrary(
      name: "CXTest", path: "Sources/CXTest", pkgConfig: "xtst", providers: [.apt(["libxtst-dev"])]),
    // Tests only: XFixes reads back the cursor the server shows.
    .systemLibrary(
      name: "CXFixes", path: "Sources/CXFixes", pkgConfig: "xfixes", providers: [.apt(["libxfixes-dev"])]),
    .systemLibrary(
      name: "CCairo", path: "Sources/CCairo", pkgConfig: "cairo",
      providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
    // JPEG decoding: libjpeg reports errors by jumping out, which takes a little C.
    .target(name: "CJPEG", linkerSettings: [.linkedLibrary("jpeg")]),

    // `#Preview`, `@Previewable` and `@Entry`, expanded from their source text: the compiler's
    // plugin protocol spoken directly, since swift-syntax would add ten minutes to a release build.
    .macro(name: "TrellisMacros", swiftSettings: strict),
    // `UTType`, the file types that file dialogs and documents name, as Apple's module has them.
    .target(name: "UniformTypeIdentifiers", swiftSettings: strict),
    // `Transferable` and its representations, for drag and drop, as Apple's module has them.
    .target(name: "CoreTransferable", dependencies: ["UniformTypeIdentifiers"], swiftSettings: strict),
    // Publishers, subscribers, `ObservableObject` and `@Published`: the part of Apple's Combine
    // SwiftUI apps use, which Swift on Linux lacks, under its name.
    .target(name: "Combine", swiftSettings: strict),
    // Views, state, layout and the display list: no C import, no display, no fonts.
    .target(
      name: "TrellisCore", dependencies: ["TrellisMacros", "UniformTypeIdentifiers", "CoreTransferable", "Combine"],
      swiftSettings: strict),
    // Display list to pixels with cairo; text through Pango.
    .target(name: "TrellisCairo", dependencies: ["TrellisCore", "CCairo", "CJPEG"], swiftSettings: strict),
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

    .executableTarget(
      name: "PetVoting", dependencies: ["Trellis"], path: "Demos/PetVoting", swiftSettings: appCode),
    // Small screens for the X11 window tests, chosen by argument.
    .executableTarget(
      name: "TrellisTestApp", dependencies: ["Trellis"], path: "Demos/TrellisTestApp", swiftSettings: appCode),
    .executableTarget(
      name: "AvocadoToast", dependencies: ["Trellis"], path: "Demos/AvocadoToast", swiftSettings: appCode),
    .executableTarget(name: "Rings", dependencies: ["Trellis"], path: "Demos/Rings", swiftSettings: appCode),
    .executableTarget(
      name: "FlowLayout", dependencies: ["Trellis"], path: "Demos/FlowLayout", swiftSettings: appCode),
    .executableTarget(
      name: "Gallery", dependencies: ["Trellis"], path: "Demos/Gallery", swiftSettings: appCode),
    .executableTarget(
      name: "TextPad", dependencies: ["Trellis"], path: "Demos/TextPad", swiftSettings: appCode),
    .executableTarget(
      name: "Checklist", dependencies: ["Trellis"], path: "Demos/Checklist", swiftSettings: appCode),

    .testTarget(name: "TrellisMacrosTests", dependencies: ["TrellisMacros"], swiftSettings: strict),
    .testTarget(
      name: "TrellisCoreTests", dependencies: ["TrellisCore", "TrellisTesting", "CoreTransferable", "Combine"],
      resources: [.process("Assets.xcassets")], swiftSettings: strict),
    .testTarget(
      name: "TrellisRenderingTests", dependencies: ["Trellis", "TrellisTesting"],
      resources: [.copy("Snapshots")], swiftSettings: strict),
    .testTarget(
      name: "TrellisX11Tests", dependencies: ["Trellis", "TrellisX11", "CX11", "CXFixes", "CXTest"],
      swiftSettings: strict),

    .executableTarget(
      name: "TrellisBenchmarks", dependencies: ["Trellis", "TrellisCore", "TrellisTesting"],
      path: "Benchmarks/TrellisBenchmarks", swiftSettings: strict),
    // Frame-path benchmarks (start-up, click latency, redraw, memory, idle, animation) on X11.
    .executableTarget(
      name: "FrameBenchmarks",
      dependencies: ["Trellis", "TrellisCore", "TrellisCairo", "TrellisX11", "CX11", "CXTest"],
      path: "Benchmarks/FrameBenchmarks", swiftSettings: strict),
  ]
)

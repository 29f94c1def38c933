public import TrellisCore

/// Compares rendered PNGs with reference PNG files, for snapshot tests.
///
/// A missing reference is recorded instead, as are all of them when the environment variable
/// `TRELLIS_RECORD_SNAPSHOTS` is `1`; a test should then fail so that it is run again. On a
/// mismatch the actual image and a diff (differing pixels in red) are written to a `__failures__`
/// folder next to the reference, which git ignores.
///
/// ```swift
/// let outcome = SnapshotComparison().compare(png, toReferenceAt: url)
/// #expect(outcome.isMatch, "\(outcome)")
/// ```
public struct SnapshotComparison: Sendable {
  /// The result of a comparison.
  public enum Outcome: Equatable, Sendable, CustomStringConvertible {
    /// The image matches the reference.
    case matched
    /// The reference did not exist or recording was requested: the image was written there.
    case recorded(URL)
    /// The image differs from the reference; the text says how and where the images were written.
    case mismatched(String)

    /// Whether the image matched its reference.
    public var isMatch: Bool { self == .matched }

    /// A readable account of the outcome.
    public var description: String {
      switch self {
      case .matched: "Snapshot matches its reference."
      case .recorded(let url): "Recorded snapshot \(url.path); run the test again to compare against it."
      case .mismatched(let message): message
      }
    }
  }

  /// The largest difference in any channel (0…255) for pixels to count as equal; absorbs the
  /// rounding noise of antialiasing.
  public var channelTolerance: Int
  /// The largest fraction of pixels (0…1) that may differ beyond the tolerance.
  public var maximumDifferingFraction: Double

  /// A comparison with the given tolerances.
  public init(channelTolerance: Int = 2, maximumDifferingFraction: Double = 0.001) {
    self.channelTolerance = channelTolerance
    self.maximumDifferingFraction = maximumDifferingFraction
  }

  /// Whether `TRELLIS_RECORD_SNAPSHOTS=1` asks for every reference to be rewritten.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1"
  }

  /// Compares `png` with the reference PNG at `reference`, recording it when it is missing or
  /// recording is requested.
  public func compare(_ png: Data, toReferenceAt reference: URL) -> Outcome {
    let files = FileManager.default
    if Self.isRecording || !files.fileExists(atPath: reference.path) {
      do {
        try files.createDirectory(
          at: reference.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: reference)
        return .recorded(reference)
      } catch {
        return .mismatched("Could not record snapshot \(reference.path): \(error)")
      }
    }
    guard let actual = PNG.decode(png) else {
      return .mismatched("The rendered image is not a readable PNG.")
    }
    guard let expected = PNG.decode(contentsOf: reference) else {
      return .mismatched("The reference \(reference.path) is not a readable PNG.")
    }

    let failures = reference.deletingLastPathComponent().appendingPathComponent("__failures__")
    let name = reference.deletingPathExtension().lastPathComponent
    let actualURL = failures.appendingPathComponent("\(name).actual.png")
    func fail(_ message: String, diff: ImageBuffer? = nil) -> Outcome {
      var written = ""
      do {
        try files.createDirectory(at: failures, withIntermediateDirectories: true)
        try png.write(to: actualURL)
        written = "\nActual: \(actualURL.path)"
        if let diff, let data = PNG.encode(diff) {
          let diffURL = failures.appendingPathComponent("\(name).diff.png")
          try data.write(to: diffURL)
          written += "\nDiff: \(diffURL.path)"
        }
      } catch {
        written = "\n(Could not write the actual image: \(error))"
      }
      return .mismatched("Snapshot \(name) differs from \(reference.path): \(message)\(written)")
    }

    guard actual.width == expected.width, actual.height == expected.height else {
      return fail(
        "the size is \(actual.width)×\(actual.height) pixels, the reference \(expected.width)×\(expected.height)."
      )
    }
    var differing = 0
    var largest = 0
    var diff = [UInt8](repeating: 0, count: actual.width * actual.height * 4)
    for y in 0..<actual.height {
      for x in 0..<actual.width {
        let a = y * actual.stride + x * 4
        let e = y * expected.stride + x * 4
        var delta = 0
        for c in 0..<4 { delta = max(delta, abs(Int(actual.pixels[a + c]) - Int(expected.pixels[e + c]))) }
        largest = max(largest, delta)
        let d = (y * actual.width + x) * 4
        if delta > channelTolerance {
          differing += 1
          // Opaque red in cairo's native-endian ARGB (little-endian: B, G, R, A).
          diff[d + 2] = 255
          diff[d + 3] = 255
        } else {
          // The reference, faint, to show where the differences are.
          let gray = UInt8(Int(expected.pixels[e + 3]) / 6)
          diff[d] = gray
          diff[d + 1] = gray
          diff[d + 2] = gray
          diff[d + 3] = gray
        }
      }
    }
    let fraction = Double(differing) / Double(actual.width * actual.height)
    guard fraction > maximumDifferingFraction else { return .matched }
    let percent = (fraction * 10000).rounded() / 100
    return fail(
      "\(differing) pixels (\(percent)%) differ by more than \(channelTolerance) (largest difference \(largest)).",
      diff: ImageBuffer(width: actual.width, height: actual.height, stride: actual.width * 4, pixels: diff))
  }
}

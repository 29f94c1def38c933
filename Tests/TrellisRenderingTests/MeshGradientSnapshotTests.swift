import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Mesh gradients: smooth and linear blends, as a view and as a shape's fill, and what a mesh
/// with the wrong number of points resolves to.
@MainActor
@Suite struct MeshGradientSnapshotTests {
  private let points: [SIMD2<Float>] = [
    [0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.7, 0.35], [1, 0.5], [0, 1], [0.5, 1], [1, 1],
  ]
  private let colors: [Color] = [.red, .purple, .indigo, .orange, .white, .blue, .yellow, .green, .mint]

  @Test func meshes() {
    let view = HStack(spacing: 16) {
      MeshGradient(width: 3, height: 3, points: points, colors: colors)
        .frame(width: 110, height: 110)
      MeshGradient(width: 3, height: 3, points: points, colors: colors, smoothsColors: false)
        .frame(width: 110, height: 110)
      Circle()
        .fill(MeshGradient(width: 3, height: 3, points: points, colors: colors))
        .frame(width: 110, height: 110)
    }
    .padding(12)
    GraphicsSnapshot.expectMatch(view, size: CGSize(width: 386, height: 134), named: "mesh-gradients")
  }

  @Test func cornersTakeTheirColors() throws {
    let mesh = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
      colors: [
        Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1),
        Color(red: 1, green: 1, blue: 1),
      ])
    let host = TestHost(mesh.frame(width: 100, height: 100), size: CGSize(width: 100, height: 100))
    host.scale = 1
    let png = try #require(host.pngData())
    let image = try #require(PNG.decode(png))
    func pixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
      let offset = y * image.stride + x * 4
      return (Int(image.pixels[offset + 2]), Int(image.pixels[offset + 1]), Int(image.pixels[offset]))
    }
    let topLeft = pixel(1, 1)
    let bottomRight = pixel(98, 98)
    #expect(topLeft.0 > 240 && topLeft.1 < 15 && topLeft.2 < 15, "\(topLeft)")
    #expect(bottomRight.0 > 240 && bottomRight.1 > 240 && bottomRight.2 > 240, "\(bottomRight)")
    // The middle is the average of the four.
    let middle = pixel(50, 50)
    #expect(abs(middle.0 - 128) < 12 && abs(middle.1 - 128) < 12 && abs(middle.2 - 128) < 12, "\(middle)")
  }

  @Test func aMeshWithTooFewPointsDrawsItsBackground() {
    let mesh = MeshGradient(
      width: 3, height: 3, points: [[0, 0], [1, 1]], colors: [.red, .blue],
      background: Color(red: 0, green: 1, blue: 0))
    let paint = mesh._resolvePaint(in: EnvironmentValues(), bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(paint == .color(Color.Resolved(red: 0, green: 1, blue: 0)))
    let good = MeshGradient(
      width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .red, .red, .red])
    guard
      case .mesh(let resolved) = good._resolvePaint(
        in: EnvironmentValues(), bounds: CGRect(x: 10, y: 20, width: 100, height: 50))
    else {
      Issue.record("not a mesh")
      return
    }
    #expect(
      resolved.points == [
        CGPoint(x: 10, y: 20), CGPoint(x: 110, y: 20), CGPoint(x: 10, y: 70), CGPoint(x: 110, y: 70),
      ])
  }
}

import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// `AsyncImage` loading file, data and http URLs through the real decoders, headlessly.
@MainActor
@Suite struct AsyncImageTests {
  /// A 16 × 8 pixel JPEG: its left half red (208, 48, 32), its right half blue (33, 64, 191).
  static let jpeg = Data(
    base64Encoded:
      "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgr/wAARCAAIABADAREAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAABwj/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAACQj/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCd05lEDZoApv/Z"
  )!

  /// A 6 × 4 pixel PNG, opaque green, encoded by cairo.
  static let png: Data = {
    let pixels = [UInt8]((0..<(6 * 4)).flatMap { _ in [0, 200, 0, 255] as [UInt8] })
    return PNG.encode(ImageBuffer(width: 6, height: 4, stride: 24, pixels: pixels))!
  }()

  /// Waits, flushing the host, until `condition` holds or a minute passes; loads run on other
  /// threads, so yielding alone is not enough. The bound is long because the suites running in
  /// parallel hold the main actor, which delivers the phase, for seconds at a time.
  func settle<V: View>(_ host: TestHost<V>, _ condition: () -> Bool) async {
    let deadline = Date().addingTimeInterval(60)
    while !condition() && Date() < deadline {
      try? await Task.sleep(for: .milliseconds(5))
      host.flush()
    }
  }

  func temporaryFile(_ data: Data, named name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "trellis-async-image-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try data.write(to: url)
    return url
  }

  @Test func theDecoderReadsPNGAndJPEGAndNamesWhatItCannot() throws {
    let jpeg = try ImageDecoding.decode(Self.jpeg)
    #expect(jpeg.width == 16 && jpeg.height == 8 && jpeg.stride == 64)
    // Blue, green, red, alpha at (2, 2) and (12, 4), within JPEG's rounding.
    let left = Array(jpeg.pixels[(2 * 64 + 2 * 4)..<(2 * 64 + 2 * 4 + 4)])
    let right = Array(jpeg.pixels[(4 * 64 + 12 * 4)..<(4 * 64 + 12 * 4 + 4)])
    #expect(zip(left, [32, 48, 208, 255]).allSatisfy { abs(Int($0) - $1) <= 3 }, "\(left)")
    #expect(zip(right, [191, 64, 33, 255]).allSatisfy { abs(Int($0) - $1) <= 3 }, "\(right)")
    let png = try ImageDecoding.decode(Self.png)
    #expect(png.width == 6 && png.height == 4)

    #expect(throws: ImageDecodingError.self) { try ImageDecoding.decode(Self.jpeg.prefix(120)) }
    do {
      _ = try ImageDecoding.decode(Data("GIF89a......".utf8))
      Issue.record("a GIF decoded")
    } catch {
      #expect(error.description.contains("a GIF") && error.description.contains("PNG and JPEG"))
    }
    do {
      _ = try ImageDecoding.decode(Self.jpeg.prefix(120))
    } catch {
      #expect(error.description.hasPrefix("not a readable JPEG: "), "\(error)")
    }
  }

  @Test func aFileLoadsAndIsShownAtItsSizeAfterThePlaceholder() async throws {
    let url = try temporaryFile(Self.jpeg, named: "photo.jpg")
    let host = TestHost(
      AsyncImage(url: url, scale: 2).accessibilityIdentifier("image"), size: CGSize(width: 100, height: 60))
    // The placeholder fills what it is offered.
    #expect(host.frame(of: "image") == CGRect(x: 0, y: 0, width: 100, height: 60))
    await settle(host) { host.frame(of: "image")?.width == 8 }
    #expect(host.frame(of: "image") == CGRect(x: 46, y: 28, width: 8, height: 4))
  }

  @Test func contentAndPlaceholderFollowThePhase() async throws {
    let url = try temporaryFile(Self.png, named: "green.png")
    let view = AsyncImage(url: url) { image in
      image.resizable().frame(width: 30, height: 20).accessibilityIdentifier("loaded")
    } placeholder: {
      Text("Loading").accessibilityIdentifier("placeholder")
    }
    let host = TestHost(view, size: CGSize(width: 100, height: 60))
    #expect(host.find(id: "placeholder") != nil && host.find(id: "loaded") == nil)
    await settle(host) { host.find(id: "loaded") != nil }
    #expect(host.find(id: "placeholder") == nil)
    #expect(host.frame(of: "loaded") == CGRect(x: 35, y: 20, width: 30, height: 20))
  }

  @Test func failuresReachThePhaseWithTheirReason() async throws {
    let missing = URL(fileURLWithPath: "/nonexistent/trellis/cat.png")
    let notAnImage = try temporaryFile(Data("<html>oops</html>".utf8), named: "page.png")
    let view = VStack {
      ForEach([missing, notAnImage], id: \.self) { url in
        AsyncImage(url: url) { phase in
          switch phase {
          case .empty: Text("empty")
          case .success: Text("success")
          case .failure(let error): Text("\(error)")
          }
        }
      }
    }
    let host = TestHost(view, size: CGSize(width: 900, height: 100), text: .fixedAdvance)
    await settle(host) { host.find(text: "empty") == nil }
    #expect(
      host.find(
        text:
          "cannot load file:///nonexistent/trellis/cat.png: no readable file at /nonexistent/trellis/cat.png")
        != nil)
    #expect(
      host.find(
        text: "unsupported image data (17 bytes, text such as HTML or SVG); Trellis reads PNG and JPEG")
        != nil)
  }

  @Test func aNilURLStaysEmptyAndANewURLLoadsAgain() async throws {
    let green = try temporaryFile(Self.png, named: "green.png")
    let photo = try temporaryFile(Self.jpeg, named: "photo.jpg")
    let model = URLModel()
    let host = TestHost(Switcher(model: model), size: CGSize(width: 100, height: 60), text: .fixedAdvance)
    try await Task.sleep(for: .milliseconds(50))
    host.flush()
    #expect(host.find(text: "empty") != nil)
    model.url = green
    await settle(host) { host.find(id: "image") != nil }
    #expect(host.frame(of: "image")?.size == CGSize(width: 6, height: 4))
    model.url = photo
    host.flush()
    // The old image is not shown for the new URL while it loads.
    #expect(host.find(id: "image") == nil && host.find(text: "empty") != nil)
    await settle(host) { host.find(id: "image") != nil }
    #expect(host.frame(of: "image")?.size == CGSize(width: 16, height: 8))
  }

  @Test func dataURLsDecodeTheirBase64Payload() async throws {
    let url = URL(string: "data:image/jpeg;base64,\(Self.jpeg.base64EncodedString())")!
    let host = TestHost(
      AsyncImage(url: url).accessibilityIdentifier("image"), size: CGSize(width: 100, height: 60))
    await settle(host) { host.frame(of: "image")?.width == 16 }
    #expect(host.frame(of: "image") == CGRect(x: 42, y: 26, width: 16, height: 8))
  }

  @Test func httpURLsAreFetchedAndTheirErrorsReported() async throws {
    let server = try #require(LocalHTTPServer(bodies: ["/photo.jpg": Self.jpeg]))
    let view = VStack(spacing: 0) {
      ForEach([server.url("/photo.jpg"), server.url("/gone.jpg")], id: \.self) { url in
        AsyncImage(url: url) { phase in
          switch phase {
          case .empty: Text("empty")
          case .success(let image): image.accessibilityIdentifier("image")
          case .failure(let error): Text("\(error)").lineLimit(1).accessibilityIdentifier("error")
          }
        }
      }
    }
    let host = TestHost(view, size: CGSize(width: 2000, height: 100), text: .fixedAdvance)
    await settle(host) { host.find(text: "empty") == nil }
    #expect(host.frame(of: "image")?.size == CGSize(width: 16, height: 8))
    let error = try #require(host.find(id: "error")?.text, "\(host.tree.allTexts)")
    #expect(error.contains("/gone.jpg: "), "\(error)")
    #expect(error.contains("404"), "\(error)")
  }

  @Test func thePlaceholderAndTheLoadedImageDraw() async throws {
    let url = try temporaryFile(Self.jpeg, named: "photo.jpg")
    let view = HStack(spacing: 8) {
      AsyncImage(url: nil).frame(width: 40, height: 30)
      AsyncImage(url: url) {
        $0.resizable().interpolation(.none).accessibilityIdentifier("photo")
      } placeholder: {
        ProgressView()
      }
      .frame(width: 48, height: 24)
    }
    .padding(6)
    let host = TestHost(view, size: CGSize(width: 112, height: 42))
    host.scale = 2
    await settle(host) { host.find(id: "photo") != nil }
    let png = try #require(host.pngData())
    let outcome = SnapshotComparison().compare(
      png, toReferenceAt: PainterSnapshot.directory.appendingPathComponent("async-image.png"))
    #expect(outcome.isMatch, "\(outcome)")
  }
}

extension LayoutTreeNode {
  /// The strings of the texts in this subtree, for failure messages.
  var allTexts: [String] { (text.map { [$0] } ?? []) + children.flatMap(\.allTexts) }
}

/// The URL the switcher loads.
@MainActor @Observable final class URLModel {
  var url: URL?
}

/// Shows the loaded image, or the phase's name.
struct Switcher: View {
  let model: URLModel

  var body: some View {
    AsyncImage(url: model.url) { phase in
      if let image = phase.image {
        image.accessibilityIdentifier("image")
      } else {
        Text(phase.error == nil ? "empty" : "failed")
      }
    }
  }
}
